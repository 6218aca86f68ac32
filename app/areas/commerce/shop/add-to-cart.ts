import type { ComponentType } from "react";

/**
 * The cart's add-to-cart form as the shop's pages place it: the route passes the cart's `AddToCartForm`, so the
 * catalogue, which the cart builds on, does not import the cart back.
 */
export type AddToCart = ComponentType<{ sku: string; name: string; stock: number }>;
