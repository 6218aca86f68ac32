import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { imageStrip } from "./home.ts";
import { imageManifest } from "./image-manifest.ts";
import { portfolioProjects } from "./portfolio.ts";
import { teamMembers } from "./team.ts";
import { testimonials } from "./testimonials.ts";

const referenced = [
  ...imageStrip.map((item) => item.id),
  ...teamMembers.map((member) => member.photoId),
  ...portfolioProjects.map((project) => project.imageId),
  ...testimonials.flatMap((t) => [t.beforeImage, t.afterImage]),
];

describe("image references in content", () => {
  it("name a generated image or a remote URL", () => {
    const unknown = referenced.filter((src) => !Object.hasOwn(imageManifest, src) && !/^https:\/\//.test(src));
    expect(unknown).toEqual([]);
  });

  it("have every generated variant on disk", () => {
    const missing = Object.entries(imageManifest).flatMap(([id, entry]) =>
      entry.widths.flatMap((width) =>
        ["avif", "webp", "jpg"]
          .map((ext) => `public/images/${id}-${width}.${ext}`)
          .filter((file) => !fs.existsSync(path.resolve(file))),
      ),
    );
    expect(missing).toEqual([]);
  });

  it("point avatars at files that exist", () => {
    expect(testimonials.map((t) => t.author.avatar).filter((p) => !fs.existsSync(path.join("public", p)))).toEqual([]);
  });
});
