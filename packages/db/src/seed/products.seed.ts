// The demo catalogue: 60 products (product-catalogue.ts) with bundled pictures, mixed stock
// levels (in stock, low, sold out), some on sale and a few new this month.
import { count } from 'drizzle-orm';
import { slugify } from '@keel/contracts/slug';
import { products, type NewProductRow } from '../schema/products.ts';
import { IMAGES_PER_PRODUCT, PRODUCT_CATALOGUE, productImagePath } from './product-catalogue.ts';
import type { Seeder } from './seed-context.ts';

const DAY = 86_400_000;

const TAGS: Record<string, string[]> = {
  Shoes: ['Running', 'Outdoor', 'Casual', 'Lightweight', 'Waterproof', 'Breathable', 'Everyday'],
  Apparel: ['Cotton', 'Organic', 'Streetwear', 'Layering', 'Summer', 'Winter', 'Relaxed fit'],
  Accessories: ['Gift idea', 'Travel', 'Everyday', 'Unisex', 'Limited', 'Recycled', 'Classic'],
};
// One honest line per kind of product, so descriptions read like the pictures.
const INTROS: Record<string, string> = {
  sneaker:
    'A low-profile sneaker with a cushioned sole and a grippy rubber outsole for all-day wear.',
  runner: 'A light running shoe with a breathable knit upper and a responsive foam midsole.',
  boot: 'A sturdy boot with a padded collar, a water-resistant upper and a deep-lug sole.',
  slide: 'An easy slide with a soft moulded footbed, made for the pool, the beach and the weekend.',
  tshirt: 'A soft crew-neck tee in midweight jersey that keeps its shape wash after wash.',
  hoodie: 'A cosy hoodie in brushed fleece with a lined hood and a roomy front pocket.',
  jacket: 'A versatile jacket with a full zip, a stand-up collar and two hand pockets.',
  pants: 'Comfortable trousers with a tapered leg, a soft waistband and deep pockets.',
  shorts: 'Quick-drying shorts with an elastic waist and a built-in liner for movement.',
  dress: 'A flowing dress with a fitted waist and a printed skirt that moves with you.',
  cap: 'A six-panel cap with an adjustable strap and a curved brim to keep the sun out.',
  beanie: 'A warm rib-knit beanie with a fold-over cuff, soft enough to wear all day.',
  backpack: 'A roomy backpack with a padded laptop sleeve, a front pocket and comfortable straps.',
  tote: 'A strong tote with long handles and an inside pocket for the small things.',
  watch:
    'A clean-faced watch with a durable strap, a scratch-resistant glass and a quiet movement.',
  sunglasses: 'Sunglasses with UV400 lenses and a light frame that sits comfortably all day.',
  socks: 'Cushioned socks with a reinforced heel and toe and a stay-up ribbed cuff.',
  wallet: 'A slim wallet with card slots and a note pocket that slides easily into any pocket.',
};
const MATERIALS: Record<string, string[]> = {
  Shoes: ['leather', 'knit mesh', 'suede', 'recycled canvas'],
  Apparel: ['organic cotton', 'recycled polyester', 'linen', 'merino wool'],
  Accessories: ['canvas', 'recycled nylon', 'vegan leather', 'stainless steel'],
};
const SHOE_SIZES = ['6', '7', '8', '8.5', '9', '9.5', '10', '10.5', '11', '11.5', '12', '13'];

export const productsSeeder: Seeder = {
  name: 'products',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(products);
    if ((existing?.value ?? 0) > 0) return;

    const rows: NewProductRow[] = PRODUCT_CATALOGUE.map((entry, index) => {
      // Every sixth product is sold out, every fifth other one is low on stock.
      const available =
        index % 6 === 5
          ? 0
          : index % 5 === 2
            ? faker.number.int({ min: 1, max: 10 })
            : faker.number.int({ min: 12, max: 240 });
      const onSale = index % 4 === 1;
      const sizes =
        entry.category === 'Shoes'
          ? SHOE_SIZES.slice(
              faker.number.int({ min: 0, max: 3 }),
              faker.number.int({ min: 8, max: 12 }),
            )
          : entry.category === 'Apparel'
            ? ['6', '8', '10', '12']
            : [];
      const material = faker.helpers.arrayElement(MATERIALS[entry.category]!);
      return {
        slug: slugify(entry.name),
        name: entry.name,
        code: `${entry.category.slice(0, 2).toUpperCase()}-${String(1001 + index)}`,
        sku: `WW${faker.string.numeric(2)}K${faker.string.numeric(4)}${faker.string.alpha({ length: 2, casing: 'upper' })}/SV`,
        description: [
          `<h3>${entry.name}</h3>`,
          `<p>${INTROS[entry.shape]}</p>`,
          '<ul>',
          `<li>Made from ${material} for everyday wear.</li>`,
          `<li>${faker.helpers.arrayElement(['Machine washable', 'Wipe clean', 'Hand wash cold'])}.</li>`,
          `<li>Designed for ${entry.gender.toLowerCase()}, ${faker.helpers.arrayElement(['true to size', 'relaxed fit', 'slim fit'])}.</li>`,
          '</ul>',
          `<p><strong>Shipping:</strong> free standard delivery, 10-day replacement.</p>`,
        ].join(''),
        images: Array.from({ length: IMAGES_PER_PRODUCT }, (_, view) =>
          productImagePath(entry.name, view),
        ),
        tags: faker.helpers.arrayElements(TAGS[entry.category]!, { min: 2, max: 4 }),
        colors: entry.colors,
        sizes,
        price: entry.price,
        priceSale: onSale ? Math.round(entry.price * 0.8 * 100) / 100 : null,
        includeTaxes: index % 7 !== 3,
        taxes: index % 7 === 3 ? 10 : 0,
        gender: entry.gender,
        category: entry.category,
        available,
        sold: faker.number.int({ min: 0, max: 400 }),
        // A few arrived this month (they read "new"); the rest over the last 18 months.
        createdAt:
          index % 9 === 0
            ? new Date(now.getTime() - faker.number.int({ min: 1, max: 25 }) * DAY)
            : new Date(now.getTime() - faker.number.int({ min: 40, max: 540 }) * DAY),
      };
    });
    await db.insert(products).values(rows);
  },
};
