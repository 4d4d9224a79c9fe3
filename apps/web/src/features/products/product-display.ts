// How stock and status read on screen: label colours and translation keys.
import type { InventoryType } from '@keel/contracts/products';

export const INVENTORY_COLOR: Record<InventoryType, 'success' | 'warning' | 'error'> = {
  in_stock: 'success',
  low_stock: 'warning',
  out_of_stock: 'error',
};
export const inventoryKey = (type: InventoryType) => `inventory.${type}`;

/** The eight shop colours' names, for screen readers and tooltips. */
export const COLOR_KEYS: Record<string, string> = {
  '#00AB55': 'colors.green',
  '#000000': 'colors.black',
  '#FFFFFF': 'colors.white',
  '#FFC0CB': 'colors.pink',
  '#FF4842': 'colors.red',
  '#1890FF': 'colors.blue',
  '#94D82D': 'colors.lime',
  '#FFC107': 'colors.amber',
};
