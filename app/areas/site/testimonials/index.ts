export { TestimonialsSection } from "./testimonials-section.tsx";
