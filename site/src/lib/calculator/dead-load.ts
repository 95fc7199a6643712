// The dead-load calculator's formula (issue 21): an element in a LECA concrete class against the
// same element in normal-weight concrete (facts.json deadLoad.normalWeightConcreteKgM3).

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
