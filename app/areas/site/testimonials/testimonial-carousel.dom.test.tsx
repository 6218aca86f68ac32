import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testimonials } from "#app/content/testimonials.ts";
import TestimonialCarousel from "./testimonial-carousel.tsx";

const names = testimonials.map((testimonial) => testimonial.author.name);

/** The visible slide: hidden slides are aria-hidden, so only the active one is a group. */
const activeSlide = () => screen.getByRole("group", { name: /of 3$/ });
const button = (name: string) => screen.getByRole("button", { name });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  prefersReducedMotion(false);
});
afterEach(() => vi.useRealTimers());

describe("the testimonials carousel", () => {
  it("advances every 7 seconds and wraps from the last slide to the first", async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(activeSlide().getAttribute("aria-label")).toBe("1 of 3");
    await wait(6900);
    expect(activeSlide().getAttribute("aria-label")).toBe("1 of 3");
    await wait(100);
    expect(activeSlide().getAttribute("aria-label")).toBe("2 of 3");
    await wait(7000);
    expect(activeSlide().getAttribute("aria-label")).toBe("3 of 3");
    expect(activeSlide().textContent).toContain(names[2]);
    await wait(7000);
    expect(activeSlide().getAttribute("aria-label")).toBe("1 of 3");
    expect(activeSlide().textContent).toContain(names[0]);
  });

  it("restarts the 7 seconds after a manual step", async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    await wait(5000);
    fireEvent.click(button("Next testimonial"));
    fireEvent.blur(button("Next testimonial"));
    await wait(6900);
    expect(activeSlide().getAttribute("aria-label")).toBe("2 of 3");
    await wait(100);
    expect(activeSlide().getAttribute("aria-label")).toBe("3 of 3");
  });

  it("pauses while hovered and while focused", async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const carousel = screen.getByRole("region", { name: "Customer testimonials" });
    fireEvent.mouseEnter(carousel);
    await wait(15_000);
    expect(activeSlide().getAttribute("aria-label")).toBe("1 of 3");
    fireEvent.mouseLeave(carousel);
    await wait(7000);
    expect(activeSlide().getAttribute("aria-label")).toBe("2 of 3");

    fireEvent.focus(button("Previous testimonial"));
    await wait(15_000);
    expect(activeSlide().getAttribute("aria-label")).toBe("2 of 3");
  });

  it("the pause button stops and restarts autoplay", async () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    fireEvent.click(button("Pause automatic slide show"));
    fireEvent.blur(button("Play automatic slide show"));
    await wait(21_000);
    expect(activeSlide().getAttribute("aria-label")).toBe("1 of 3");
    fireEvent.click(button("Play automatic slide show"));
    fireEvent.blur(button("Pause automatic slide show"));
    await wait(7000);
    expect(activeSlide().getAttribute("aria-label")).toBe("2 of 3");
  });

  it("does not move on its own for visitors who prefer reduced motion", async () => {
    prefersReducedMotion(true);
    render(<TestimonialCarousel testimonials={testimonials} />);
    button("Play automatic slide show");
    await wait(21_000);
    expect(activeSlide().getAttribute("aria-label")).toBe("1 of 3");
  });

  it("previous and next wrap both ways; dots jump to a slide", () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    fireEvent.click(button("Previous testimonial"));
    expect(activeSlide().getAttribute("aria-label")).toBe("3 of 3");
    expect(activeSlide().textContent).toContain(names[2]);
    fireEvent.click(button("Next testimonial"));
    expect(activeSlide().getAttribute("aria-label")).toBe("1 of 3");
    fireEvent.click(button("Show testimonial 2 of 3"));
    expect(activeSlide().getAttribute("aria-label")).toBe("2 of 3");
    expect(button("Show testimonial 2 of 3").getAttribute("aria-current")).toBe("true");
    expect(activeSlide().textContent).toContain("Saves $3,200 a year");
  });
});

describe("the before/after slider", () => {
  it("starts at 50 % and moves by arrow, page, Home and End keys", () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const slider = screen.getByRole("slider", { name: `${names[0]}: before and after comparison` });
    const value = () => slider.getAttribute("aria-valuenow");
    expect([value(), slider.getAttribute("aria-valuemin"), slider.getAttribute("aria-valuemax")]).toEqual([
      "50",
      "0",
      "100",
    ]);
    const press = (key: string) => fireEvent.keyDown(slider, { key });
    press("ArrowRight");
    expect(value()).toBe("55");
    expect(slider.getAttribute("aria-valuetext")).toBe("55% before, 45% after");
    press("ArrowLeft");
    press("ArrowLeft");
    expect(value()).toBe("45");
    press("PageDown");
    expect(value()).toBe("35");
    press("Home");
    expect(value()).toBe("0");
    press("ArrowLeft");
    expect(value()).toBe("0");
    press("End");
    expect(value()).toBe("100");
  });
});
