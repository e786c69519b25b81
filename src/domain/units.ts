/**
 * Branded units: a `Watts` cannot be passed where `Bpm` is expected, yet each is a plain number at
 * run time. Brand only at the edges (validators, constructors below); arithmetic yields `number`.
 */
declare const unit: unique symbol
type Unit<Name extends string> = number & { readonly [unit]: Name }

export type Bpm = Unit<'bpm'>
export type Watts = Unit<'W'>
export type Kg = Unit<'kg'>
export type Cm = Unit<'cm'>
export type Mm = Unit<'mm'>
export type Years = Unit<'years'>
export type Kcal = Unit<'kcal'>
export type Psi = Unit<'psi'>
export type Bar = Unit<'bar'>
/** A percentage as written, 0–100 (not a 0–1 fraction). */
export type Percent = Unit<'%'>

export const bpm = (value: number): Bpm => value as Bpm
export const watts = (value: number): Watts => value as Watts
export const kg = (value: number): Kg => value as Kg
export const cm = (value: number): Cm => value as Cm
export const mm = (value: number): Mm => value as Mm
export const years = (value: number): Years => value as Years
export const kcal = (value: number): Kcal => value as Kcal
export const psi = (value: number): Psi => value as Psi
export const bar = (value: number): Bar => value as Bar
export const percent = (value: number): Percent => value as Percent

/** Exact by definition of the inch (1959 international yard and pound agreement). */
export const MM_PER_INCH = 25.4
/** Exact by definition of the pound (0.45359237 kg). */
export const KG_PER_LB = 0.45359237
/** 1 psi = 6894.757 Pa and 1 bar = 100 000 Pa. */
export const BAR_PER_PSI = 0.0689475729

export const inchesToMm = (inches: number): Mm => mm(inches * MM_PER_INCH)
export const kgToLb = (mass: Kg): number => mass / KG_PER_LB
export const psiToBar = (pressure: Psi): Bar => bar(pressure * BAR_PER_PSI)
export const barToPsi = (pressure: Bar): Psi => psi(pressure / BAR_PER_PSI)
