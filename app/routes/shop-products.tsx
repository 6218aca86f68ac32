export const meta = () => [{ title: "Solar Products | Shasta Sun Solar" }];

export default function ShopProductsPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Solar Products</h1>
    </div>
  );
}
