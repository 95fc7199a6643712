import "i18next";

// The site sets returnNull: false (gatsby-config), so t() always gives a string.
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
