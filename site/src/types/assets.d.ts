// Webpack (Gatsby) turns imported pictures into URLs.
declare module "*.svg" {
  const url: string;
  export default url;
}

// CSS modules export their class names (Gatsby 5: named exports).
declare module "*.module.css" {
  const classes: Record<string, string>;
  export = classes;
}
