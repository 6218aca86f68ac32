import { describe, expect, it } from "vitest";
import { remoteVariant, resolveImage } from "./image-sources.ts";

describe("resolveImage", () => {
  it("lists a generated image's AVIF, WebP and JPEG variants with its intrinsic size", () => {
    const image = resolveImage("hero-redding-home");
    expect(image.width).toBe(1600);
    expect(image.height).toBe(1000);
    expect(image.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(image.sources[0]!.srcSet).toBe(
      "/images/hero-redding-home-400.avif 400w, /images/hero-redding-home-800.avif 800w, /images/hero-redding-home-1200.avif 1200w, /images/hero-redding-home-1600.avif 1600w",
    );
    expect(image.src).toBe("/images/hero-redding-home-800.jpg");
    expect(image.srcSet).toContain("/images/hero-redding-home-1600.jpg 1600w");
  });

  it("asks a stock-photo service for widths 400-1600 at quality 80, keeping the operator's own parameters", () => {
    const image = resolveImage("https://images.unsplash.com/photo-123?fit=crop&w=3000");
    expect(image.sources).toEqual([
      {
        type: "image/webp",
        srcSet: [400, 800, 1200, 1600]
          .map((w) => `https://images.unsplash.com/photo-123?fit=crop&w=${w}&q=80&fm=webp ${w}w`)
          .join(", "),
      },
    ]);
    expect(image.src).toBe("https://images.unsplash.com/photo-123?fit=crop&w=800&q=80&fm=jpg");
    expect(resolveImage("https://cdn.example/a.jpg", { width: 800, height: 800 }).height).toBe(800);
  });

  it("refuses an image that is neither generated nor remote", () => {
    expect(() => resolveImage("/images/missing.jpg")).toThrow(/Unknown image/);
    expect(remoteVariant("https://x.example/p.jpg", 400, "jpg")).toBe("https://x.example/p.jpg?w=400&q=80&fm=jpg");
  });
});
