import type { Request } from "express";
import { defineApi, recordsItself, type ApiRequest, type ApiRoute } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { receiveMultipartFile } from "#server/http/multipart-file.ts";
import { invalid } from "#server/domain-errors.ts";
import { apiCaller, writeApi } from "#app/lib/write.server.ts";
import { importLimit, readCsvFile } from "#app/areas/sales/index.server.ts";
import { systemIdOf } from "#app/areas/delivery/installed-systems/index.server.ts";
import { importReadings, type ImportResult } from "./import-readings.server.ts";
import { readProductionCsv, WrongColumnsError } from "./production-csv.ts";
import { csvUploadSchema, monthRangeSchema, readingsSchema } from "./production-schemas.ts";
import { productionMonths } from "./production-months.server.ts";
import { readableProductionSystem } from "./system-basis.server.ts";
import { monitoringWrites } from "./monitoring-writes.server.ts";
import { connectorWrites } from "./connector-writes.server.ts";

const NOT_MULTIPART_MESSAGE = "Send the readings as JSON, or a CSV file as multipart/form-data in a field named file";

/**
 * A system's production (issue 29 §2): the office adds days as JSON or a monitoring portal's CSV export; whoever reads
 * the system (its client, a technician at their reach, the office) reads its months against the estimate.
 */
async function importProduction(req: ApiRequest): Promise<ImportResult> {
  const caller = apiCaller(req);
  const system = await readableProductionSystem(req.services, req.user!, systemIdOf(req.params.id));
  if (!req.is("multipart/form-data")) {
    const { readings } = parseInput(readingsSchema, req.body);
    const days = readings.map((reading, index) => ({ row: index + 1, date: reading.date, kWh: reading.kWh }));
    return importReadings(caller, system, { days, errors: [], blankRows: 0, source: "manual" });
  }
  const upload = await receiveMultipartFile(req as Request, importLimit, readCsvFile, {
    notMultipart: NOT_MULTIPART_MESSAGE,
  });
  const { source } = parseInput(csvUploadSchema, upload.fields);
  try {
    return await importReadings(caller, system, { ...readProductionCsv(upload.file, source), source });
  } catch (error) {
    if (error instanceof WrongColumnsError) throw invalid(error.message, { file: error.message });
    throw error;
  }
}

export const systemProductionApi: ApiRoute[] = [
  defineApi("get", "/api/service/systems/:id/production", "signedIn", (req) =>
    productionMonths(req.services, req.user!, systemIdOf(req.params.id), parseInput(monthRangeSchema, req.query)),
  ),
  // Its JSON body is read with `readingsSchema` (a CSV upload's text field with its own, once the file has streamed in).
  {
    ...recordsItself(defineApi("post", "/api/service/systems/:id/production", "write:site:any", importProduction)),
    input: readingsSchema,
  },
  ...monitoringWrites.map(writeApi),
  ...connectorWrites.map(writeApi),
];
