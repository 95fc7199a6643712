// The dead-load calculator's formula (issue 21): an element in a LECA concrete class against the
// same element in plain normal-weight concrete (facts.json deadLoad.normalWeightConcrete: 24 kN/m³,
// EN 1991-1-1 Annex A, as 2,400 kg/m³).

export interface DeadLoad {
  lecaKg: number;
  normalKg: number;
  savedKg: number;
  /** (baseline - class density) / baseline, in percent. */
  savedPercent: number;
}

export function deadLoad(volumeM3: number, densityKgM3: number, baselineKgM3: number): DeadLoad {
  const lecaKg = volumeM3 * densityKgM3;
  const normalKg = volumeM3 * baselineKgM3;
  return {
    lecaKg,
    normalKg,
    savedKg: normalKg - lecaKg,
    savedPercent: ((baselineKgM3 - densityKgM3) / baselineKgM3) * 100,
  };
}

/**
 * The whole-percent range the copy quotes for a set of classes (issue 53): the saving of the
 * heaviest class to that of the lightest, each rounded as the copy prints it. The copy's
 * {{structuralDeadLoadMin}}–{{structuralDeadLoadMax}} must equal this for the structural classes.
 */
export function savedPercentRange(
  densitiesKgM3: readonly number[],
  baselineKgM3: number,
): { min: number; max: number } {
  const percents = densitiesKgM3.map((density) =>
    Math.round(deadLoad(1, density, baselineKgM3).savedPercent),
  );
  return { min: Math.min(...percents), max: Math.max(...percents) };
}
