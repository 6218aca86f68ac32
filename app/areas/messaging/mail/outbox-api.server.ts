import { writeApi } from "#app/lib/write.server.ts";
import { outboxList } from "./outbox-list.server.ts";
import { outboxWrites } from "./outbox-writes.server.ts";

/** Staff's view of the outbox: the list and the retry of a failed mail, admin-only. */
export const outboxApi = [...outboxList.api(), ...outboxWrites.map(writeApi)];
