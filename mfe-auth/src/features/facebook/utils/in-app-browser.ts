// Facebook's and Instagram's in-app browsers block the login popup (docs/product.md, In-app
// browsers). Their user agents carry FBAN or FBAV (Facebook, Messenger) or Instagram.
const IN_APP_BROWSER = /FBAN|FBAV|Instagram/;

export function isFacebookInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent);
}
