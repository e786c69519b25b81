import { describe, expect, it } from 'vitest'
import { parseXmlRide } from './parse-xml-ride'
import { RideFileError } from './ride-file-error'
import { decodeEntities, scanXml } from './xml-scan'

const T = (s: number) => new Date(Date.parse('2026-10-04T09:00:00Z') + s * 1000).toISOString()

/** A GPX as Garmin Connect exports it: TrackPointExtension v1 under `ns3`, Garmin's power. */
const garminGpx = `<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="Garmin Connect" version="1.1"
  xmlns="http://www.topografix.com/GPX/1/1"
  xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
  xmlns:pwr="http://www.garmin.com/xmlschemas/PowerExtension/v1">
  <metadata><time>${T(0)}</time></metadata>
  <trk><name>Pedal &amp; café</name><type>cycling</type>
    <trkseg></trkseg>
    <trkseg>
      <trkpt lat="-23.5505" lon="-46.6333"><ele>760.2</ele><time>${T(0)}</time>
        <extensions><pwr:PowerInWatts>210</pwr:PowerInWatts>
          <ns3:TrackPointExtension><ns3:hr>131</ns3:hr><ns3:cad>85</ns3:cad></ns3:TrackPointExtension>
        </extensions></trkpt>
      <trkpt lat='-23.5506' lon='-46.6334'><ele>761.0</ele><time>${T(1).replace('.000Z', '.450Z')}</time>
        <extensions><pwr:PowerInWatts>220</pwr:PowerInWatts>
          <ns3:TrackPointExtension><ns3:hr>133</ns3:hr></ns3:TrackPointExtension></extensions></trkpt>
    </trkseg>
  </trk>
</gpx>`

/** Strava's GPX: TrackPointExtension v2 under `gpxtpx`, a plain `power` element. */
const stravaGpx = `<?xml version="1.0"?><gpx xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2"><trk><trkseg><trkpt lat="1" lon="2"><time>${T(0)}</time><extensions><power>250</power><gpxtpx:TrackPointExtension><gpxtpx:hr>140</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt><trkpt lat="1.0001" lon="2"><time>${T(5)}</time><extensions><power>260</power></extensions></trkpt></trkseg></trk></gpx>`

/** TCX, all on one line, `Watts` in TPX with and without a prefix, a lap with its own totals. */
const tcx = `<?xml version="1.0" encoding="UTF-8"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2"><Activities><Activity Sport="Biking"><Lap StartTime="${T(0)}"><DistanceMeters>9999</DistanceMeters><Cadence>77</Cadence><Track><Trackpoint><Time>${T(0)}</Time><Position><LatitudeDegrees>-22.9</LatitudeDegrees><LongitudeDegrees>-43.2</LongitudeDegrees></Position><AltitudeMeters>12.5</AltitudeMeters><DistanceMeters>0.0</DistanceMeters><HeartRateBpm><Value>120</Value></HeartRateBpm><Cadence>80</Cadence><Extensions><ns3:TPX><ns3:Speed>8.1</ns3:Speed><ns3:Watts>180</ns3:Watts></ns3:TPX></Extensions></Trackpoint><Trackpoint><Time>${T(1)}</Time><DistanceMeters>8.1</DistanceMeters><HeartRateBpm><Value>121</Value></HeartRateBpm><Extensions><TPX xmlns="http://www.garmin.com/xmlschemas/ActivityExtension/v2"><Watts>190</Watts></TPX></Extensions></Trackpoint></Track></Lap></Activity></Activities></TrainingCenterDatabase>`

describe('GPX', () => {
  it("reads Garmin Connect's export: position, elevation, heart rate, cadence, PowerInWatts", () => {
    const ride = parseXmlRide(garminGpx, 'gpx')
    expect(ride.points).toEqual([
      {
        time: Date.parse(T(0)),
        latitude: -23.5505,
        longitude: -46.6333,
        altitude: 760.2,
        heartRate: 131,
        cadence: 85,
        power: 210,
        distance: undefined,
      },
      {
        time: Date.parse(T(1)) + 450,
        latitude: -23.5506,
        longitude: -46.6334,
        altitude: 761,
        heartRate: 133,
        cadence: undefined,
        power: 220,
        distance: undefined,
      },
    ])
    expect(ride.partial).toBe(false)
  })

  it("reads Strava's: TrackPointExtension v2 and a plain power element", () => {
    const ride = parseXmlRide(stravaGpx, 'gpx')
    expect(ride.points.map((p) => [p.power, p.heartRate])).toEqual([
      [250, 140],
      [260, undefined],
    ])
  })

  it('refuses a DOCTYPE (an entity bomb) before reading anything', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><gpx><trk><trkseg><trkpt lat="1" lon="1"><time>${T(0)}</time><ele>&lol2;</ele></trkpt></trkseg></trk></gpx>`
    expect(() => parseXmlRide(bomb, 'gpx')).toThrow(new RideFileError('doctype'))
  })

  it('a file without timed points, or cut in the middle of a tag, says so', () => {
    expect(() => parseXmlRide('<gpx><trk><trkseg></trkseg></trk></gpx>', 'gpx')).toThrow(
      new RideFileError('no-points'),
    )
    expect(() => parseXmlRide(garminGpx.slice(0, 400), 'gpx')).toThrow(new RideFileError('bad-xml'))
  })

  // A generous deadline for a loaded machine: what is asserted is that it reads them all.
  it('reads 500,000 points', { timeout: 60_000 }, () => {
    const point = (s: number) =>
      `<trkpt lat="1" lon="2"><time>${T(s)}</time><extensions><power>200</power></extensions></trkpt>`
    const xml = `<gpx><trk><trkseg>${Array.from({ length: 500_000 }, (_, s) => point(s)).join('')}</trkseg></trk></gpx>`
    const ride = parseXmlRide(xml, 'gpx')
    expect(ride.points).toHaveLength(500_000)
    expect(ride.points.at(-1)?.time).toBe(Date.parse(T(499_999)))
  })
})

describe('TCX', () => {
  it("reads trackpoints only (not the lap's totals), Watts with or without a prefix, on one line", () => {
    const ride = parseXmlRide(tcx, 'tcx')
    expect(ride.points).toEqual([
      {
        time: Date.parse(T(0)),
        latitude: -22.9,
        longitude: -43.2,
        altitude: 12.5,
        distance: 0,
        heartRate: 120,
        cadence: 80,
        power: 180,
      },
      {
        time: Date.parse(T(1)),
        latitude: undefined,
        longitude: undefined,
        altitude: undefined,
        distance: 8.1,
        heartRate: 121,
        cadence: undefined,
        power: 190,
      },
    ])
  })

  it('a TCX with no trackpoints says so', () => {
    expect(() =>
      parseXmlRide('<TrainingCenterDatabase><Activities/></TrainingCenterDatabase>', 'tcx'),
    ).toThrow(new RideFileError('no-points'))
  })
})

describe('the XML reader', () => {
  it("decodes XML's five entities and character references, nothing else", () => {
    expect(
      decodeEntities('a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; &#233; &#xE9; &custom;'),
    ).toBe(`a <b> & "c" 'd' é é &custom;`)
  })

  it('skips comments and processing instructions, keeps CDATA as text, drops prefixes', () => {
    const seen: string[] = []
    scanXml('<?xml version="1.0"?><!-- <trkpt> --><a:b x:y="1 > 0"><![CDATA[<raw>]]></a:b>', {
      open: (name, attributes) => seen.push(`open ${name} ${JSON.stringify(attributes)}`),
      close: (name) => seen.push(`close ${name}`),
      text: (text) => seen.push(`text ${text}`),
    })
    expect(seen).toEqual(['open b {"y":"1 > 0"}', 'text <raw>', 'close b'])
  })
})
