export { MyDay } from "./my-day.tsx";
