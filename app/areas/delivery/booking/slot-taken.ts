/** The 409's message when the chosen start was taken between showing and booking it. */
export const SLOT_TAKEN_MESSAGE = "That time was just taken. Please pick another.";
