import { expect, test, type Page } from "@playwright/test";
import { expectHydrated } from "#tests/support/hydration.ts";

const PATH = "/resources/technical-data";
const faultTable = (page: Page) => page.getByRole("region", { name: "Inverter fault codes" });
const equipmentTable = (page: Page) => page.getByRole("region", { name: "Equipment specifications" });

test.describe("technical data with JavaScript", () => {
  test("filters fault codes and equipment as you type, keeping the URL in step", async ({ page }) => {
    await page.goto(PATH);
    await expectHydrated(page);
    await expect(faultTable(page).getByRole("rowheader", { name: "Sol-Ark F63" })).toBeVisible();
    await page.getByLabel("Search equipment and fault codes").fill("arc");
    await expect(faultTable(page).getByRole("rowheader")).toHaveText(["Sol-Ark F63"]);
    await expect(page).toHaveURL(/q=arc/);
    await page.getByLabel("Search equipment and fault codes").fill("");
    await page.getByLabel("Equipment type").selectOption("battery");
    await expect(equipmentTable(page).getByRole("rowheader")).toHaveText([/Powerwall 3/]);
  });

  test("estimates the panels that fit and links the size to the ROI calculator", async ({ page }) => {
    await page.goto(`${PATH}?roofArea=600&usable=60&panelWatts=430&panelArea=21`);
    await expect(page.getByText("About 17 panels")).toBeVisible();
    await page.getByRole("link", { name: /See what 7\.31 kW would save/ }).click();
    await expect(page).toHaveURL(/\/resources\/roi-calculator\?size=7\.31/);
    await expect(page.getByLabel("System size (kW)")).toHaveValue("7.31");
  });
});

test.describe("technical data without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("searches with a GET form rendered on the server", async ({ page }) => {
    await page.goto(PATH);
    await page.getByLabel("Search equipment and fault codes").fill("isolation");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=isolation/);
    await expect(faultTable(page).getByRole("rowheader")).toHaveText(["SolarEdge Isolation fault"]);
    await page.goto(`${PATH}?type=panel`);
    await expect(equipmentTable(page).getByRole("rowheader")).toHaveText([
      /Q\.TRON BLK/,
      /Q\.TRON S-G3R/,
      /Q\.TRON M-G3R/,
    ]);
  });
});
