export { TechnologyPage } from "./technology-page.tsx";
