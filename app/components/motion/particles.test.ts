import { describe, expect, it } from "vitest";
import {
  createParticles,
  LINK_DISTANCE_PX,
  MAX_PARTICLES,
  particleCount,
  particleLinks,
  stepParticles,
} from "./particles";

describe("particle field model", () => {
  it("places one particle per 10,000 px², at most 100", () => {
    expect(particleCount(390, 700)).toBe(27);
    expect(particleCount(1000, 500)).toBe(50);
    expect(particleCount(1440, 900)).toBe(MAX_PARTICLES);
    expect(particleCount(0, 900)).toBe(0);
  });

  it("links only particles closer than 100 px", () => {
    const at = (x: number, y: number) => ({ x, y, vx: 0, vy: 0, r: 1 });
    const near = [at(0, 0), at(60, 80 - 0.5)];
    const far = [at(0, 0), at(60, 80)];
    expect(particleLinks(near)).toHaveLength(1);
    expect(particleLinks(far)).toHaveLength(0);
    expect(LINK_DISTANCE_PX).toBe(100);
  });

  it("keeps particles inside the field as they move", () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const particles = createParticles(40, 300, 200, random);
    for (let i = 0; i < 5000; i++) stepParticles(particles, 300, 200, 16);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(300);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(200);
    }
  });
});
