import { company } from "#app/content/company.ts";
import { absoluteUrl } from "#app/areas/site/index.ts";
import { productCategoryLabels } from "./product-categories.ts";
import type { ProductView } from "./product-view.ts";

type JsonLdProduct = Pick<
  ProductView,
  "slug" | "sku" | "name" | "brand" | "category" | "priceCents" | "stock" | "imageUrl"
> & {
  shortDescription: string;
};

/** schema.org Product with its Offer (price in dollars, availability from stock). */
function productNode(product: JsonLdProduct, siteUrl: string) {
  const url = absoluteUrl(siteUrl, `/shop/products/${product.slug}`);
  return {
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    description: product.shortDescription,
    category: productCategoryLabels[product.category],
    brand: { "@type": "Brand", name: product.brand },
    image: absoluteUrl(siteUrl, product.imageUrl),
    url,
    offers: {
      "@type": "Offer",
      url,
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: "USD",
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      seller: { "@type": "Organization", name: company.name },
    },
  };
}

export function productJsonLd(product: JsonLdProduct, siteUrl: string): object {
  return { "@context": "https://schema.org", ...productNode(product, siteUrl) };
}

/** The catalogue page's products, in the order shown. */
export function productListJsonLd(products: readonly JsonLdProduct[], siteUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: productNode(product, siteUrl),
    })),
  };
}
