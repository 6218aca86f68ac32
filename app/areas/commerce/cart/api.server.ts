import { defineApi, type ApiRequest } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { priceCart, pricingBySkus } from "#app/areas/commerce/shop/index.server.ts";
import { cartBodySchema, quoteBodySchema } from "./cart-schema.ts";
import { mergeServerCart, readServerCart, writeServerCart } from "./server-cart.server.ts";

const signedInId = (req: ApiRequest) => req.user!.id;

/** The cart's API: prices from the server for anyone, and a signed-in client's cart kept on the server. */
export const cartApi = [
  defineApi("post", "/api/cart/quote", "public", async (req) => {
    const { items, deliveryMethod } = parseInput(quoteBodySchema, req.body);
    const catalogue = await pricingBySkus(
      req.services.db,
      items.map((item) => item.sku),
    );
    return priceCart(items, catalogue, deliveryMethod);
  }),
  defineApi("get", "/api/cart", "signedIn", async (req) => ({
    items: await readServerCart(req.services.db, signedInId(req)),
  })),
  defineApi("put", "/api/cart", "signedIn", async (req) => {
    const { items } = parseInput(cartBodySchema, req.body);
    return { items: await writeServerCart(req.services.db, signedInId(req), items) };
  }),
  defineApi("post", "/api/cart/merge", "signedIn", async (req) => {
    const { items } = parseInput(cartBodySchema, req.body);
    return { items: await mergeServerCart(req.services.db, signedInId(req), items) };
  }),
];
