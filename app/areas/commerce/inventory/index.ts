/** This feature's browser-safe face. */
export { InventoryNav } from "./inventory-nav.tsx";
export { StockList } from "./stock-list.tsx";
export { AdjustmentsList } from "./adjustments-list.tsx";
export { ProductForm } from "./product-form.tsx";
export { ProductActiveForm, StockAdjustForm } from "./stock-adjust-form.tsx";
export { CREATE_PRODUCT_INTENT } from "./product-form-schema.ts";
