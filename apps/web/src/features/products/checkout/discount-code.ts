// The applied discount code, kept beside the persisted checkout (whose shape is the seed's and
// holds only the amount), so "Complete order" can send it for the server to check again.
const KEY = 'keel.checkout.discountCode';

export function discountCode(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function setDiscountCode(code: string) {
  try {
    if (code) localStorage.setItem(KEY, code);
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: the code lasts for this page only, the amount is still shown.
  }
}
