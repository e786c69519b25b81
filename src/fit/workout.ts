/**
 * A workout as a FIT workout file, written with Garmin's own encoder so that a head unit
 * follows it: copied to a Garmin Edge's NewFiles folder, or to a Wahoo ELEMNT's plans folder.
 *
 * The layout was checked against these sources:
 * - Garmin, FIT SDK, File Types, "Workout" (file_id.type 5; file_id first, then workout, then one or
 *   more workout_step; type, manufacturer, product and serial number unique per file, because a
 *   device keeps many workouts): https://developer.garmin.com/fit/articles/file-types/workout.html
 * - Garmin, FIT SDK Cookbook, "Encoding FIT Workout Files"
 *   (https://developer.garmin.com/fit/cookbook/encoding-workout-files/) and its example program
 *   (the SDK's Cookbook/WorkoutEncode/Program.cs): time durations in ms in duration_value; custom
 *   targets as target_value 0 with custom_target_value_low/high ("175 + 1000" W, "135 + 100" bpm);
 *   a repeat as a step of its own, duration_type repeat_until_steps_cmplt, duration_value the
 *   message_index to go back to, target_type open, target_value the repetitions ("Running 800m
 *   Repeats": repetitions 5); the workout's sub_sport left out for a bike workout;
 *   num_valid_steps counting every workout_step, the repeat steps too.
 * - Garmin, FIT SDK Profile.xlsx 21.217 (as generated into @garmin/fitsdk's profile.js): the types
 *   wkt_step_duration (time 0, repeat_until_steps_cmplt 6), wkt_step_target (heart_rate 1, open 2,
 *   cadence 3, power 4), intensity (active 0, rest 1, warmup 2, cooldown 3); workout_power "0 - 1000
 *   indicates % of functional threshold power; >1000 indicates watts plus 1000"; workout_hr "0 - 100
 *   indicates % of max hr; >100 indicates bpm (255 max) plus 100"; workout_step's duration_step
 *   "message_index of step to loop back to", repeat_steps "# of repetitions", and the
 *   secondary_target_type / secondary_custom_target_value_low/high fields (cadence in rpm).
 * - Wahoo, "Connect an ACE, BOLT 3, or ROAM 3 to a desktop/laptop computer": planned workouts
 *   are .FIT files, kept in the device's plans folder:
 *   https://support.wahoofitness.com/hc/en-us/articles/28544587410450-Connect-an-ACE-BOLT-3-or-ROAM-3-to-a-desktop-laptop-computer
 * - Riders' and developers' accounts of Garmin Edge units (not Garmin's manuals): a workout FIT
 *   file is copied to the NewFiles folder (ActivityLog2's "Running and Cycling Workout Editor",
 *   https://alex-hhh.github.io/2018/05/workout-editor.html); an Edge 500 shows the step's name,
 *   15 characters of it (TrainerRoad's blog on testing workouts outdoors,
 *   http://blog.trainerroad.com/initial-outdoor-workout-testing/); an Edge 800 takes one target
 *   per step (https://mycrankythoughts.wordpress.com/2014/08/04/garmin-workouts-a-eureka-moment/).
 * No Wahoo page in the library says which workout_step fields an ELEMNT reads, and no Garmin Edge
 * manual there has a section on workout files: the layout keeps to what the FIT SDK documents.
 *
 * Choices the documents leave open:
 * - Repeats: the block's steps, then the repeat step with target_value = the block's times in all,
 *   as the app's '3x' means (the cookbook's helper calls the value `repetitions`; no document in
 *   the library says "in all" or "more" in words).
 * - Heart rate without the rider's FTHR: FIT's percentage is of the maximum heart rate, not the
 *   percentage of FTHR the app's workouts are written in; the step's target is open and its name
 *   starts with '95% FTHR', before the cue, so that a 15-character display still shows it.
 * - One value ('- 5m 55%'): a band, not low = high, which a Garmin Edge or a Wahoo ELEMNT reads as
 *   nothing but the value itself and sounds 'out of range' for the whole step. The band is the
 *   one the app's time on target allows, ±5 % (ON_TARGET_SHARE in src/domain/workout.ts), its
 *   ends rounded to the whole watt, bpm or % of FTP; a range is written as it is.
 * - Ramps: FIT has no ramp. A ramp is one step whose target range runs from its lower end to its
 *   higher, with 'Rampa de 50% a 75% do FTP' in its notes. Splitting it into one-minute steps
 *   would make one step many laps and many names on the head unit, and none of the documents
 *   above says that head units follow a split better.
 * - Cadence: a secondary target in rpm (the profile has the fields; older units, with one target
 *   per step, skip them) and, for those, in the notes too.
 *
 * The SDK's profile is most of its weight (~60 KiB gzip): this module runs in the file worker
 * (rides/file-worker.ts), never in a page.
 */
import { Encoder, type FileIdMesg, type WorkoutMesg, type WorkoutStepMesg } from '@garmin/fitsdk'
import {
  onTargetAround,
  targetBounds,
  type Cadence,
  type StepIntensity,
  type StepTarget,
  type Workout,
  type WorkoutStep,
} from '../domain/workout'
import {
  fitSecondOf,
  fitString,
  MANUFACTURER_DEVELOPMENT,
  PRODUCT,
  PRODUCT_NAME,
  SPORT_CYCLING,
} from './common'

export interface FitWorkoutOptions {
  /** The rider's FTP in watts: power targets in watts when known, in % of FTP otherwise. */
  ftp: number | null
  /** The rider's FTHR in bpm: heart-rate targets in bpm when known, open otherwise. */
  fthr: number | null
  timeCreated: Date
}

const MESG = { fileId: 0, workout: 26, workoutStep: 27 } as const
const FILE_WORKOUT = 5
const DURATION = { time: 0, repeatUntilStepsComplete: 6 } as const
const TARGET = { heartRate: 1, open: 2, cadence: 3, power: 4 } as const
const INTENSITY: Record<StepIntensity, number> = { active: 0, rest: 1, warmup: 2, cooldown: 3 }
const WATTS_OFFSET = 1000
const BPM_OFFSET = 100
const MAX_POWER_PERCENT = 1000
const MAX_BPM = 255

/** A step's name when it has no cue of its own, after the part of the session it is. */
const STEP_NAMES: Record<StepIntensity, string> = {
  warmup: 'Aquecimento',
  active: 'Esforço',
  rest: 'Recuperação',
  cooldown: 'Desaquecimento',
}

/** A rider's figure the writer can use: a positive number. Anything else counts as unknown. */
const known = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value > 0

/** '95%', '90–95%', '50→75%': the target as the rider wrote it. */
function percentText(target: StepTarget): string {
  switch (target.kind) {
    case 'value':
      return `${target.percent}%`
    case 'range':
      return `${target.low}–${target.high}%`
    case 'ramp':
      return `${target.from}→${target.to}%`
  }
}

const BASIS_NAME = { ftp: 'FTP', fthr: 'FTHR' } as const

/**
 * What the head unit holds the rider within, in whole units of `inUnits` (% of FTP, watts or
 * bpm): a range or a ramp from its lower end to its higher; one value widened to the band the
 * app's time on target allows (onTargetAround), so that a head unit does not sound 'out of range' for
 * the whole of a step ridden on its value. `asked`: the most the workout itself asks, which must
 * fit in FIT (the band's top may be cut to FIT's ceiling instead).
 */
function heldWithin(
  target: StepTarget,
  inUnits: (percent: number) => number,
): { low: number; high: number; asked: number } {
  const { low, high } = targetBounds(target)
  const asked = Math.round(inUnits(high))
  if (target.kind !== 'value') return { low: Math.round(inUnits(low)), high: asked, asked }
  const band = onTargetAround(inUnits(target.percent))
  return { low: Math.round(band.low), high: Math.round(band.high), asked }
}

/** The target fields of a step: custom low/high in FIT's encodings, or open. */
function targetFields(
  target: StepTarget,
  options: FitWorkoutOptions,
): Pick<
  WorkoutStepMesg,
  'targetType' | 'targetValue' | 'customTargetValueLow' | 'customTargetValueHigh'
> {
  if (target.basis === 'ftp') {
    const { ftp } = options
    if (known(ftp)) {
      const { low, high } = heldWithin(target, (percent) => (percent * ftp) / 100)
      return {
        targetType: TARGET.power,
        targetValue: 0,
        customTargetValueLow: low + WATTS_OFFSET,
        customTargetValueHigh: high + WATTS_OFFSET,
      }
    }
    const { low, high, asked } = heldWithin(target, (percent) => percent)
    if (asked > MAX_POWER_PERCENT) throw new RangeError(`FIT cannot hold ${asked}% of FTP`)
    return {
      targetType: TARGET.power,
      targetValue: 0,
      customTargetValueLow: low,
      customTargetValueHigh: Math.min(high, MAX_POWER_PERCENT),
    }
  }
  const { fthr } = options
  if (!known(fthr)) return { targetType: TARGET.open, targetValue: 0 }
  const { low, high, asked } = heldWithin(target, (percent) => (percent * fthr) / 100)
  if (asked > MAX_BPM) throw new RangeError(`FIT cannot hold a heart rate of ${asked} bpm`)
  return {
    targetType: TARGET.heartRate,
    targetValue: 0,
    customTargetValueLow: low + BPM_OFFSET,
    customTargetValueHigh: Math.min(high, MAX_BPM) + BPM_OFFSET,
  }
}

/** A ramp's two ends in the units the head unit shows for the step. */
function rampNote(target: StepTarget & { kind: 'ramp' }, options: FitWorkoutOptions): string {
  const rider = target.basis === 'ftp' ? options.ftp : options.fthr
  if (!known(rider)) {
    return `Rampa de ${target.from}% a ${target.to}% do ${BASIS_NAME[target.basis]}`
  }
  const unit = target.basis === 'ftp' ? 'W' : 'bpm'
  const at = (percent: number) => Math.round((percent * rider) / 100)
  return `Rampa de ${at(target.from)} ${unit} a ${at(target.to)} ${unit}`
}

const cadenceText = ({ low, high }: Cadence) =>
  low === high ? `Cadência ${low} rpm` : `Cadência ${low}–${high} rpm`

/** The workout_step of one timed step. */
function stepMesg(step: WorkoutStep, messageIndex: number, options: FitWorkoutOptions) {
  const milliseconds = Math.round(step.seconds * 1000)
  if (!(milliseconds > 0)) throw new RangeError('A workout step needs a duration')
  const { target } = step
  const targets = targetFields(target, options)
  let name = fitString(step.label) ?? STEP_NAMES[step.intensity]
  if (targets.targetType === TARGET.open) name = `${percentText(target)} FTHR · ${name}`
  const notes = [
    target.kind === 'ramp' ? rampNote(target, options) : undefined,
    step.cadence ? cadenceText(step.cadence) : undefined,
  ].filter((note) => note !== undefined)
  const mesg: WorkoutStepMesg = {
    messageIndex,
    wktStepName: fitString(name),
    // The raw field, in ms: the SDK's encoder writes main fields only, so the `durationTime`
    // subfield (in seconds, scale 1000) would be dropped; the decoder gives it back in seconds.
    durationType: DURATION.time,
    durationValue: milliseconds,
    ...targets,
    intensity: INTENSITY[step.intensity],
  }
  if (notes.length > 0) mesg.notes = fitString(notes.join('. '))
  if (step.cadence) {
    mesg.secondaryTargetType = TARGET.cadence
    mesg.secondaryTargetValue = 0
    mesg.secondaryCustomTargetValueLow = Math.round(step.cadence.low)
    mesg.secondaryCustomTargetValueHigh = Math.round(step.cadence.high)
  }
  return mesg
}

/** Every workout_step in order: a block's steps, then its repeat step pointing back at the first. */
function stepMesgs(workout: Workout, options: FitWorkoutOptions): WorkoutStepMesg[] {
  const out: WorkoutStepMesg[] = []
  for (const item of workout.items) {
    if (item.type === 'step') {
      out.push(stepMesg(item, out.length, options))
      continue
    }
    if (item.steps.length === 0) continue
    if (!Number.isInteger(item.times) || item.times < 1) {
      throw new RangeError(`A block cannot be ridden ${item.times} times`)
    }
    const first = out.length
    for (const step of item.steps) out.push(stepMesg(step, out.length, options))
    if (item.times > 1) {
      out.push({
        messageIndex: out.length,
        durationType: DURATION.repeatUntilStepsComplete,
        durationValue: first,
        targetType: TARGET.open,
        targetValue: item.times,
      })
    }
  }
  return out
}

/**
 * The serial number (uint32z, never 0): FNV-1a of the workout itself, so that two workouts never
 * share one on a device (the file type asks for a unique type/manufacturer/product/serial) while
 * the same workout exported again, with new watts after a new FTP, replaces its older copy.
 */
function serialOf(workout: Workout): number {
  let hash = 0x811c9dc5
  for (const char of JSON.stringify([workout.name, workout.items])) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash === 0 ? 1 : hash
}

/**
 * The FIT workout file of a workout, in the rider's watts and bpm where `options` knows them.
 * Throws a RangeError for a workout without steps, a step without a duration, or a target FIT
 * cannot hold (over 1000% of FTP, over 255 bpm).
 */
export function writeFitWorkout(workout: Workout, options: FitWorkoutOptions): Uint8Array {
  const steps = stepMesgs(workout, options)
  if (steps.length === 0) throw new RangeError('A FIT workout needs at least one step')
  const timeCreated = fitSecondOf(options.timeCreated.getTime())
  if (!(timeCreated >= 0)) throw new RangeError('A FIT workout cannot be created before 1990')

  const encoder = new Encoder()
  const fileId: FileIdMesg = {
    type: FILE_WORKOUT,
    manufacturer: MANUFACTURER_DEVELOPMENT,
    product: PRODUCT,
    serialNumber: serialOf(workout),
    timeCreated,
    productName: PRODUCT_NAME,
  }
  encoder.onMesg(MESG.fileId, fileId)
  const summary: WorkoutMesg = {
    sport: SPORT_CYCLING,
    numValidSteps: steps.length,
    wktName: fitString(workout.name) ?? 'Treino',
  }
  encoder.onMesg(MESG.workout, summary)
  for (const step of steps) encoder.onMesg(MESG.workoutStep, step)
  return encoder.close()
}
