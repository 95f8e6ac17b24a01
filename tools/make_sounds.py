"""Synthesise every sound in sounds/ with the standard library alone, deterministically.

    .venv/bin/python tools/make_sounds.py           # write all sounds
    .venv/bin/python tools/make_sounds.py gunshot   # only the named ones

16-bit mono 22050 Hz WAV, each under 1.5 s, peak-normalised to -1.5 dBFS with short
fades at both ends so nothing clicks or clips.
"""
from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "sounds"
RATE = 22050
PEAK = 0.84          # -1.5 dBFS
TAU = 2 * math.pi


# --------------------------------------------------------------------------- building blocks

def silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def mix_into(dst: list[float], src: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    start = int(at * RATE)
    need = start + len(src) - len(dst)
    if need > 0:
        dst.extend([0.0] * need)
    for i, v in enumerate(src):
        dst[start + i] += v * gain


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1, 1) for _ in range(int(seconds * RATE))]


def env_exp(sig: list[float], tau: float, attack: float = 0.002) -> list[float]:
    """Fast linear attack then exponential decay with time constant tau (seconds)."""
    a = max(1, int(attack * RATE))
    out = []
    for i, v in enumerate(sig):
        g = i / a if i < a else math.exp(-(i - a) / (tau * RATE))
        out.append(v * g)
    return out


def env_points(sig: list[float], points: list[tuple[float, float]]) -> list[float]:
    """Piecewise-linear envelope through (time, gain) points."""
    out = []
    j = 0
    for i, v in enumerate(sig):
        t = i / RATE
        while j < len(points) - 2 and t > points[j + 1][0]:
            j += 1
        (t0, g0), (t1, g1) = points[j], points[j + 1]
        g = g1 if t >= t1 else g0 + (g1 - g0) * (t - t0) / max(1e-9, t1 - t0)
        out.append(v * g)
    return out


def lowpass(sig: list[float], cutoff) -> list[float]:
    """One-pole low-pass; cutoff may be a number or a function of time in seconds."""
    out, y = [], 0.0
    fixed = not callable(cutoff)
    a = 1 - math.exp(-TAU * cutoff / RATE) if fixed else 0.0
    for i, x in enumerate(sig):
        if not fixed and i % 16 == 0:
            a = 1 - math.exp(-TAU * max(20.0, cutoff(i / RATE)) / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(sig: list[float], cutoff: float) -> list[float]:
    low = lowpass(sig, cutoff)
    return [x - lo for x, lo in zip(sig, low)]


def bandpass(sig: list[float], freq, q: float = 2.0) -> list[float]:
    """RBJ band-pass (0 dB peak); freq may be a function of time for sweeps."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    b0 = b2 = a1 = a2 = 0.0
    fixed = not callable(freq)
    for i, x in enumerate(sig):
        if i == 0 or (not fixed and i % 16 == 0):
            f = freq if fixed else freq(i / RATE)
            w0 = TAU * min(max(f, 30.0), RATE * 0.45) / RATE
            alpha = math.sin(w0) / (2 * q)
            a0 = 1 + alpha
            b0, b2 = alpha / a0, -alpha / a0
            a1, a2 = -2 * math.cos(w0) / a0, (1 - alpha) / a0
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def osc(seconds: float, freq, shape: str = "sine", phase: float = 0.0) -> list[float]:
    """An oscillator; freq may be a function of time (glides, vibrato)."""
    out = []
    ph = phase
    n = int(seconds * RATE)
    fixed = not callable(freq)
    for i in range(n):
        f = freq if fixed else freq(i / RATE)
        ph += f / RATE
        p = ph % 1.0
        if shape == "sine":
            v = math.sin(TAU * p)
        elif shape == "saw":
            v = 2 * p - 1
        elif shape == "square":
            v = 1.0 if p < 0.5 else -1.0
        else:  # triangle
            v = 4 * abs(p - 0.5) - 1
        out.append(v)
    return out


def harmonic(seconds: float, freq, amps: list[float]) -> list[float]:
    """A tone built from harmonics with the given amplitudes (brass, reeds)."""
    out = []
    ph = 0.0
    fixed = not callable(freq)
    for i in range(int(seconds * RATE)):
        f = freq if fixed else freq(i / RATE)
        ph += f / RATE
        out.append(sum(a * math.sin(TAU * ph * (k + 1)) for k, a in enumerate(amps)))
    return out


def finish(sig: list[float], fade_in: float = 0.002, fade_out: float = 0.02) -> list[float]:
    """Remove DC, fade the ends, normalise to PEAK."""
    if not sig:
        return sig
    mean = sum(sig) / len(sig)
    sig = [v - mean for v in sig]
    fi, fo = int(fade_in * RATE), int(fade_out * RATE)
    for i in range(min(fi, len(sig))):
        sig[i] *= i / fi
    for i in range(min(fo, len(sig))):
        sig[-1 - i] *= i / fo
    peak = max(abs(v) for v in sig) or 1.0
    return [v * PEAK / peak for v in sig]


def write(name: str, sig: list[float]) -> None:
    OUT.mkdir(exist_ok=True)
    data = array("h", (max(-32767, min(32767, int(round(v * 32767)))) for v in sig))
    if sys.byteorder == "big":
        data.byteswap()
    path = OUT / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())
    print(f"  {name}.wav {len(sig) / RATE:.2f} s {path.stat().st_size // 1024} KB")


# --------------------------------------------------------------------------- the sounds

def card_flip() -> list[float]:
    rng = random.Random(11)
    out = silence(0.2)
    snap = env_exp(bandpass(noise(0.08, rng), 3200, 1.2), 0.012)
    mix_into(out, snap)
    body = env_exp(bandpass(noise(0.1, rng), 900, 0.9), 0.025)
    mix_into(out, body, 0.004, 0.7)
    thup = env_exp(osc(0.08, lambda t: 220 - 900 * t), 0.02)
    mix_into(out, thup, 0.03, 0.35)
    tick = env_exp(bandpass(noise(0.03, rng), 4200, 2), 0.006)
    mix_into(out, tick, 0.055, 0.4)
    return finish(out)


def card_slide() -> list[float]:
    rng = random.Random(12)
    dur = 0.38
    swish = bandpass(noise(dur, rng), lambda t: 1400 + 2600 * t / dur, 0.8)
    swish = env_points(swish, [(0, 0), (0.06, 0.8), (0.2, 1.0), (dur, 0)])
    felt = env_points(lowpass(noise(dur, rng), 500), [(0, 0), (0.1, 1), (dur, 0)])
    out = silence(dur)
    mix_into(out, swish)
    mix_into(out, felt, 0, 0.6)
    tap = env_exp(bandpass(noise(0.05, rng), 1200, 1.5), 0.01)
    mix_into(out, tap, dur - 0.05, 0.5)
    return finish(out, fade_out=0.03)


def gunshot() -> list[float]:
    rng = random.Random(13)
    out = silence(1.3)
    crack = env_exp(noise(0.05, rng), 0.006, attack=0.0005)
    mix_into(out, crack, 0, 0.6)
    body = env_exp(lowpass(noise(0.6, rng), lambda t: 4000 * math.exp(-t * 12) + 300), 0.1, attack=0.001)
    mix_into(out, body, 0.001, 1.4)
    thump = env_exp(osc(0.35, lambda t: 40 + 70 * math.exp(-t * 25)), 0.09, attack=0.002)
    mix_into(out, thump, 0.0, 1.1)
    tail = env_exp(lowpass(noise(1.2, rng), 900), 0.28, attack=0.02)
    mix_into(out, tail, 0.02, 0.4)
    # canyon echoes
    for delay, gain in ((0.19, 0.5), (0.41, 0.28), (0.66, 0.14)):
        echo = lowpass(body[: int(0.3 * RATE)], 1400)
        mix_into(out, echo, delay, gain)
    return finish(out[: int(1.3 * RATE)], fade_out=0.15)


def ping(freq: float, dur: float, rng: random.Random) -> list[float]:
    partials = [(1.0, 1.0, 0.25), (2.76, 0.5, 0.12), (5.40, 0.28, 0.06), (8.93, 0.16, 0.035)]
    out = silence(dur)
    for ratio, amp, tau in partials:
        mix_into(out, env_exp(osc(dur, freq * ratio * rng.uniform(0.995, 1.005)), tau, 0.0008), 0, amp)
    click = env_exp(bandpass(noise(0.02, rng), 6000, 1), 0.003, 0.0003)
    mix_into(out, click, 0, 0.5)
    return out


def coins() -> list[float]:
    rng = random.Random(14)
    out = silence(0.8)
    for at, f, g in ((0.0, 2637, 1.0), (0.07, 3520, 0.7), (0.15, 3136, 0.8), (0.21, 4186, 0.5),
                     (0.28, 2960, 0.45), (0.33, 3951, 0.3)):
        mix_into(out, ping(f, 0.45, rng), at, g)
    return finish(out[: int(0.8 * RATE)], fade_out=0.1)


def cattle() -> list[float]:
    """A 'mooo': a buzzy glottal source through formants that open from m to oo to aw."""
    rng = random.Random(15)
    dur = 1.4

    def pitch(t):
        glide = 118 + 26 * math.sin(math.pi * min(1.0, t / 1.1)) - 22 * max(0.0, t - 1.0)
        return glide * (1 + 0.012 * math.sin(TAU * 5.5 * t))

    src = osc(dur, pitch, "saw")
    src = [v + 0.08 * n for v, n in zip(src, noise(dur, rng))]

    def f1(t):
        return 260 + 360 * min(1.0, max(0.0, (t - 0.15) / 0.7))

    def f2(t):
        return 700 + 400 * min(1.0, max(0.0, (t - 0.3) / 0.8))

    a = bandpass(src, f1, 4.0)
    b = bandpass(src, f2, 5.0)
    c = lowpass(src, 300)
    voice = [x * 1.0 + y * 0.5 + z * 0.8 for x, y, z in zip(a, b, c)]
    voice = env_points(voice, [(0, 0), (0.18, 0.7), (0.5, 1.0), (1.05, 0.85), (dur, 0)])
    return finish(voice, fade_in=0.02, fade_out=0.12)


def click() -> list[float]:
    rng = random.Random(16)
    out = silence(0.06)
    mix_into(out, env_exp(osc(0.04, 1800), 0.006, 0.0005), 0, 0.8)
    mix_into(out, env_exp(bandpass(noise(0.02, rng), 3500, 1.5), 0.003, 0.0003), 0, 0.6)
    mix_into(out, env_exp(osc(0.04, 520), 0.01, 0.001), 0, 0.4)
    return finish(out, fade_out=0.01)


BUGLE = [1.0, 0.8, 0.62, 0.45, 0.3, 0.18, 0.1, 0.05]


def note(freq: float, dur: float, amps=BUGLE, vibrato: float = 0.0, attack=0.025, release=0.06) -> list[float]:
    def f(t):
        scoop = 1 - 0.03 * math.exp(-t * 40)       # brass players scoop up into a note
        vib = 1 + vibrato * math.sin(TAU * 5.2 * t) * min(1.0, t / 0.25)
        return freq * scoop * vib

    tone = harmonic(dur, f, amps)
    tone = lowpass(tone, 3500)
    return env_points(tone, [(0, 0), (attack, 1.0), (attack + 0.05, 0.8), (max(attack + 0.06, dur - release), 0.7),
                             (dur, 0)])


def win() -> list[float]:
    """A bugle call: G4 C5 E5 G5 - E5 G5 (held)."""
    G4, C5, E5, G5 = 392.0, 523.25, 659.25, 783.99
    phrase = [(G4, 0.13), (C5, 0.13), (E5, 0.13), (G5, 0.26), (E5, 0.13), (G5, 0.6)]
    out = silence(1.45)
    t = 0.0
    for freq, d in phrase:
        mix_into(out, note(freq, d + 0.03, vibrato=0.006 if d > 0.5 else 0.0), t)
        t += d
    return finish(out[: int(1.45 * RATE)], fade_out=0.1)


def lose() -> list[float]:
    """The sad trombone: four falling notes, the last one wobbling."""
    out = silence(1.5)
    t = 0.0
    amps = [1.0, 0.7, 0.5, 0.32, 0.2, 0.1]
    for freq, d in ((233.1, 0.26), (220.0, 0.26), (207.7, 0.26), (196.0, 0.72)):
        wob = 0.02 if d > 0.5 else 0.0
        n = note(freq, d + 0.04, amps, vibrato=wob, attack=0.04, release=0.12)
        n = lowpass(n, 1600)
        mix_into(out, n, t)
        t += d
    return finish(out[: int(1.5 * RATE)], fade_out=0.12)


def dynamite() -> list[float]:
    rng = random.Random(17)
    out = silence(1.5)
    fuse_len = 0.5
    hiss = highpass(noise(fuse_len, rng), 3000)
    hiss = [v * (0.5 + 0.5 * abs(math.sin(TAU * 9 * i / RATE + rng.uniform(0, 0.3)))) for i, v in enumerate(hiss)]
    hiss = env_points(hiss, [(0, 0), (0.04, 0.5), (fuse_len - 0.02, 0.6), (fuse_len, 0)])
    mix_into(out, hiss, 0, 1.0)
    for _ in range(9):  # sputters
        at = rng.uniform(0.02, fuse_len - 0.04)
        mix_into(out, env_exp(bandpass(noise(0.02, rng), 5000, 1.5), 0.003, 0.0003), at, 0.8)
    boom_at = fuse_len
    boom = env_exp(lowpass(noise(1.0, rng), lambda t: 2500 * math.exp(-t * 6) + 120), 0.2, attack=0.003)
    mix_into(out, boom, boom_at, 1.6)
    sub = env_exp(osc(0.9, lambda t: 32 + 60 * math.exp(-t * 9)), 0.22, attack=0.004)
    mix_into(out, sub, boom_at, 1.3)
    crackle = env_exp(noise(0.05, rng), 0.01, 0.0005)
    mix_into(out, crackle, boom_at, 0.9)
    rumble = env_exp(lowpass(noise(1.0, rng), 200), 0.35, attack=0.05)
    mix_into(out, rumble, boom_at + 0.05, 0.6)
    return finish(out[: int(1.5 * RATE)], fade_out=0.2)


def shuffle() -> list[float]:
    """A riffle: dozens of card edges slapping, then the bridge settling."""
    rng = random.Random(18)
    out = silence(0.9)
    t = 0.02
    n = 0
    while t < 0.55:
        f = rng.uniform(2200, 4200)
        tick = env_exp(bandpass(noise(0.018, rng), f, 1.6), 0.004, 0.0004)
        mix_into(out, tick, t, rng.uniform(0.5, 1.0) * (0.6 + 0.4 * math.sin(math.pi * t / 0.55)))
        t += rng.uniform(0.009, 0.016)
        n += 1
    bed = env_points(bandpass(noise(0.6, rng), 1800, 0.7), [(0, 0), (0.05, 0.25), (0.5, 0.25), (0.6, 0)])
    mix_into(out, bed, 0.02)
    settle = bandpass(noise(0.28, rng), lambda t: 2600 - 4000 * t, 0.8)
    settle = env_points(settle, [(0, 0), (0.05, 0.9), (0.28, 0)])
    mix_into(out, settle, 0.6, 0.8)
    return finish(out[: int(0.9 * RATE)], fade_out=0.04)


SOUNDS = {
    "card_flip": card_flip, "card_slide": card_slide, "gunshot": gunshot, "coins": coins,
    "cattle": cattle, "click": click, "win": win, "lose": lose, "dynamite": dynamite,
    "shuffle": shuffle,
}


def main(names: list[str]) -> None:
    for name in names or list(SOUNDS):
        if name not in SOUNDS:
            raise SystemExit(f"unknown sound {name!r}; known: {', '.join(SOUNDS)}")
        write(name, SOUNDS[name]())
    total = sum(p.stat().st_size for p in OUT.glob("*.wav"))
    print(f"sounds/ total {total / 1024:.0f} KB")


if __name__ == "__main__":
    main(sys.argv[1:])
