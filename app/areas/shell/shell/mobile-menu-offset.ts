/** SPEC §9: the mobile menu opens 112 px from the top, below the ticker and the header bar. */
export const MOBILE_MENU_OFFSET = "top-[112px]";
