// The demo shop's 60 products. The seed stores them; scripts/generate-product-images.ts draws
// their bundled pictures (apps/web/public/assets/images/products/<slug>-<n>.webp) from the
// same list, so a product and its pictures always agree.
import { slugify } from '@keel/contracts/slug';

export type ProductShape =
  | 'sneaker'
  | 'runner'
  | 'boot'
  | 'slide'
  | 'tshirt'
  | 'hoodie'
  | 'jacket'
  | 'pants'
  | 'shorts'
  | 'dress'
  | 'cap'
  | 'beanie'
  | 'backpack'
  | 'tote'
  | 'watch'
  | 'sunglasses'
  | 'socks'
  | 'wallet';

export interface CatalogueEntry {
  name: string;
  category: 'Shoes' | 'Apparel' | 'Accessories';
  gender: 'Men' | 'Women' | 'Kids';
  shape: ProductShape;
  /** From the shop's eight filter colours; the first one is the colour of the pictures. */
  colors: string[];
  price: number;
}

const G = '#00AB55';
const K = '#000000';
const W = '#FFFFFF';
const P = '#FFC0CB';
const R = '#FF4842';
const B = '#1890FF';
const L = '#94D82D';
const Y = '#FFC107';

export const PRODUCT_CATALOGUE: CatalogueEntry[] = [
  {
    name: 'Harbor Runner Knit',
    category: 'Shoes',
    gender: 'Men',
    shape: 'runner',
    colors: [B, W, K],
    price: 89.99,
  },
  {
    name: 'Alpine Trail Boot',
    category: 'Shoes',
    gender: 'Men',
    shape: 'boot',
    colors: [K, Y],
    price: 149,
  },
  {
    name: 'Coastline Slide',
    category: 'Shoes',
    gender: 'Women',
    shape: 'slide',
    colors: [P, W],
    price: 29.5,
  },
  {
    name: 'Metro Court Classic',
    category: 'Shoes',
    gender: 'Men',
    shape: 'sneaker',
    colors: [W, K, G],
    price: 74,
  },
  {
    name: 'Sprint Mesh Trainer',
    category: 'Shoes',
    gender: 'Women',
    shape: 'runner',
    colors: [R, K],
    price: 96.5,
  },
  {
    name: 'Little Explorer Sneaker',
    category: 'Shoes',
    gender: 'Kids',
    shape: 'sneaker',
    colors: [L, B],
    price: 42,
  },
  {
    name: 'Summit Hiker Mid',
    category: 'Shoes',
    gender: 'Women',
    shape: 'boot',
    colors: [G, K],
    price: 138,
  },
  {
    name: 'Pier Canvas Low',
    category: 'Shoes',
    gender: 'Kids',
    shape: 'sneaker',
    colors: [Y, W],
    price: 35,
  },
  {
    name: 'Velocity Road Racer',
    category: 'Shoes',
    gender: 'Men',
    shape: 'runner',
    colors: [Y, K, B],
    price: 129.99,
  },
  {
    name: 'Lagoon Pool Slide',
    category: 'Shoes',
    gender: 'Men',
    shape: 'slide',
    colors: [B, K],
    price: 24,
  },
  {
    name: 'Urban Chelsea Boot',
    category: 'Shoes',
    gender: 'Women',
    shape: 'boot',
    colors: [K],
    price: 164,
  },
  {
    name: 'Breeze Knit Runner',
    category: 'Shoes',
    gender: 'Women',
    shape: 'runner',
    colors: [P, W, B],
    price: 84,
  },
  {
    name: 'Playground Dash',
    category: 'Shoes',
    gender: 'Kids',
    shape: 'runner',
    colors: [R, Y],
    price: 39.99,
  },
  {
    name: 'Heritage High Top',
    category: 'Shoes',
    gender: 'Men',
    shape: 'sneaker',
    colors: [R, W],
    price: 82,
  },
  {
    name: 'Granite Work Boot',
    category: 'Shoes',
    gender: 'Men',
    shape: 'boot',
    colors: [Y, K],
    price: 172,
  },
  {
    name: 'Sunny Day Slide',
    category: 'Shoes',
    gender: 'Kids',
    shape: 'slide',
    colors: [Y, P, L],
    price: 19,
  },
  {
    name: 'Studio Platform Sneaker',
    category: 'Shoes',
    gender: 'Women',
    shape: 'sneaker',
    colors: [W, P],
    price: 92,
  },
  {
    name: 'Tempo Daily Trainer',
    category: 'Shoes',
    gender: 'Men',
    shape: 'runner',
    colors: [K, R],
    price: 78.5,
  },
  {
    name: 'Frost Snow Boot',
    category: 'Shoes',
    gender: 'Kids',
    shape: 'boot',
    colors: [B, W],
    price: 58,
  },
  {
    name: 'Meadow Slip-On',
    category: 'Shoes',
    gender: 'Women',
    shape: 'sneaker',
    colors: [L, W],
    price: 64,
  },
  {
    name: 'Essential Crew Tee',
    category: 'Apparel',
    gender: 'Men',
    shape: 'tshirt',
    colors: [W, K, B],
    price: 19.99,
  },
  {
    name: 'Summit Fleece Hoodie',
    category: 'Apparel',
    gender: 'Men',
    shape: 'hoodie',
    colors: [G, K],
    price: 59,
  },
  {
    name: 'Weekend Linen Dress',
    category: 'Apparel',
    gender: 'Women',
    shape: 'dress',
    colors: [Y, W],
    price: 72,
  },
  {
    name: 'Storm Shell Jacket',
    category: 'Apparel',
    gender: 'Men',
    shape: 'jacket',
    colors: [R, K, B],
    price: 148,
  },
  {
    name: 'Relaxed Chino Pant',
    category: 'Apparel',
    gender: 'Men',
    shape: 'pants',
    colors: [Y, K],
    price: 54,
  },
  {
    name: 'Bloom Graphic Tee',
    category: 'Apparel',
    gender: 'Women',
    shape: 'tshirt',
    colors: [P, W],
    price: 24,
  },
  {
    name: 'Trail Running Short',
    category: 'Apparel',
    gender: 'Women',
    shape: 'shorts',
    colors: [B, K],
    price: 34,
  },
  {
    name: 'Cosy Kids Hoodie',
    category: 'Apparel',
    gender: 'Kids',
    shape: 'hoodie',
    colors: [R, Y],
    price: 32,
  },
  {
    name: 'Sunday Wrap Dress',
    category: 'Apparel',
    gender: 'Women',
    shape: 'dress',
    colors: [R, P],
    price: 84,
  },
  {
    name: 'Drift Puffer Jacket',
    category: 'Apparel',
    gender: 'Women',
    shape: 'jacket',
    colors: [L, K],
    price: 169,
  },
  {
    name: 'Skate Cargo Pant',
    category: 'Apparel',
    gender: 'Kids',
    shape: 'pants',
    colors: [G, K],
    price: 38,
  },
  {
    name: 'Dino Print Tee',
    category: 'Apparel',
    gender: 'Kids',
    shape: 'tshirt',
    colors: [L, B],
    price: 14.5,
  },
  {
    name: 'Court Mesh Short',
    category: 'Apparel',
    gender: 'Men',
    shape: 'shorts',
    colors: [K, W],
    price: 29,
  },
  {
    name: 'Midnight Zip Hoodie',
    category: 'Apparel',
    gender: 'Women',
    shape: 'hoodie',
    colors: [K, P],
    price: 64,
  },
  {
    name: 'Harbor Rain Jacket',
    category: 'Apparel',
    gender: 'Kids',
    shape: 'jacket',
    colors: [Y, B],
    price: 49,
  },
  {
    name: 'Tailored Wool Trouser',
    category: 'Apparel',
    gender: 'Women',
    shape: 'pants',
    colors: [K, W],
    price: 96,
  },
  {
    name: 'Pocket Pima Tee',
    category: 'Apparel',
    gender: 'Men',
    shape: 'tshirt',
    colors: [G, W, Y],
    price: 27,
  },
  {
    name: 'Splash Swim Short',
    category: 'Apparel',
    gender: 'Kids',
    shape: 'shorts',
    colors: [B, L],
    price: 21,
  },
  {
    name: 'Garden Party Dress',
    category: 'Apparel',
    gender: 'Kids',
    shape: 'dress',
    colors: [P, Y],
    price: 45,
  },
  {
    name: 'Field Overshirt Jacket',
    category: 'Apparel',
    gender: 'Men',
    shape: 'jacket',
    colors: [G, Y],
    price: 118,
  },
  {
    name: 'Studio Jogger Pant',
    category: 'Apparel',
    gender: 'Women',
    shape: 'pants',
    colors: [P, K],
    price: 58,
  },
  {
    name: 'Heavyweight Logo Hoodie',
    category: 'Apparel',
    gender: 'Men',
    shape: 'hoodie',
    colors: [B, W],
    price: 69,
  },
  {
    name: 'Sunset Boxy Tee',
    category: 'Apparel',
    gender: 'Women',
    shape: 'tshirt',
    colors: [R, Y],
    price: 22,
  },
  {
    name: 'Hiking Stretch Short',
    category: 'Apparel',
    gender: 'Men',
    shape: 'shorts',
    colors: [L, K],
    price: 44,
  },
  {
    name: 'Classic Six-Panel Cap',
    category: 'Accessories',
    gender: 'Men',
    shape: 'cap',
    colors: [K, B, R],
    price: 25,
  },
  {
    name: 'Ribbed Merino Beanie',
    category: 'Accessories',
    gender: 'Women',
    shape: 'beanie',
    colors: [P, W],
    price: 28,
  },
  {
    name: 'Commuter Daypack',
    category: 'Accessories',
    gender: 'Men',
    shape: 'backpack',
    colors: [K, G],
    price: 89,
  },
  {
    name: 'Market Canvas Tote',
    category: 'Accessories',
    gender: 'Women',
    shape: 'tote',
    colors: [Y, W],
    price: 36,
  },
  {
    name: 'Field Chronograph Watch',
    category: 'Accessories',
    gender: 'Men',
    shape: 'watch',
    colors: [G, K],
    price: 189,
  },
  {
    name: 'Aviator Sunglasses',
    category: 'Accessories',
    gender: 'Women',
    shape: 'sunglasses',
    colors: [K, Y],
    price: 79,
  },
  {
    name: 'Crew Sock Three-Pack',
    category: 'Accessories',
    gender: 'Men',
    shape: 'socks',
    colors: [W, K, R],
    price: 16,
  },
  {
    name: 'Slim Leather Wallet',
    category: 'Accessories',
    gender: 'Men',
    shape: 'wallet',
    colors: [R, K],
    price: 45,
  },
  {
    name: 'Junior School Backpack',
    category: 'Accessories',
    gender: 'Kids',
    shape: 'backpack',
    colors: [B, R, L],
    price: 42,
  },
  {
    name: 'Pom Pom Kids Beanie',
    category: 'Accessories',
    gender: 'Kids',
    shape: 'beanie',
    colors: [R, Y, B],
    price: 18,
  },
  {
    name: 'Sunny Kids Cap',
    category: 'Accessories',
    gender: 'Kids',
    shape: 'cap',
    colors: [L, Y],
    price: 15,
  },
  {
    name: 'Minimal Mesh Watch',
    category: 'Accessories',
    gender: 'Women',
    shape: 'watch',
    colors: [P, W],
    price: 149,
  },
  {
    name: 'Round Retro Sunglasses',
    category: 'Accessories',
    gender: 'Men',
    shape: 'sunglasses',
    colors: [B, K],
    price: 65,
  },
  {
    name: 'Weekender Duffel Tote',
    category: 'Accessories',
    gender: 'Men',
    shape: 'tote',
    colors: [G, Y],
    price: 112,
  },
  {
    name: 'Rainbow Ankle Socks',
    category: 'Accessories',
    gender: 'Kids',
    shape: 'socks',
    colors: [P, L, Y],
    price: 12,
  },
  {
    name: 'Zip Card Wallet',
    category: 'Accessories',
    gender: 'Women',
    shape: 'wallet',
    colors: [P, B],
    price: 32,
  },
];

/** Pictures per product: a front shot, a reversed shot and a close-up. */
export const IMAGES_PER_PRODUCT = 3;

export const productImagePath = (name: string, index: number) =>
  `/assets/images/products/${slugify(name)}-${index + 1}.webp`;
