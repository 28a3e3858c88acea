/** The particle field's model (spec §9), free of the DOM so it can be tested on its own. */
export const MAX_PARTICLES = 100;
export const AREA_PER_PARTICLE_PX2 = 10_000;
export const LINK_DISTANCE_PX = 100;

export type Particle = { x: number; y: number; vx: number; vy: number; r: number };

export function particleCount(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 0;
  return Math.min(MAX_PARTICLES, Math.floor((width * height) / AREA_PER_PARTICLE_PX2));
}

export function createParticles(
  count: number,
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle[] {
  return Array.from({ length: count }, () => {
    const angle = random() * Math.PI * 2;
    const speed = 0.08 + random() * 0.22;
    return {
      x: random() * width,
      y: random() * height,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      r: 0.8 + random() * 1.6,
    };
  });
}

/** Moves every particle by `elapsed` milliseconds, bouncing off the edges. */
export function stepParticles(
  particles: Particle[],
  width: number,
  height: number,
  elapsed: number,
) {
  const factor = Math.min(elapsed, 64) / 16;
  for (const p of particles) {
    p.x += p.vx * factor;
    p.y += p.vy * factor;
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx;
      p.x = Math.max(0, Math.min(width, p.x));
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy;
      p.y = Math.max(0, Math.min(height, p.y));
    }
  }
}

/** Pairs closer than the link distance, with the strength of their link (1 = touching). */
export function particleLinks(particles: Particle[], maxDistance = LINK_DISTANCE_PX) {
  const links: Array<{ a: Particle; b: Particle; strength: number }> = [];
  const max2 = maxDistance * maxDistance;
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i] as Particle;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j] as Particle;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      const d2 = dx * dx + dy * dy;
      if (d2 < max2) links.push({ a, b, strength: 1 - Math.sqrt(d2) / maxDistance });
    }
  }
  return links;
}
