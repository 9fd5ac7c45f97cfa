#!/usr/bin/env python3
"""Compares two folders of UI-test screenshots file by file (same name).

Prints a line per PNG: the fraction of pixels that differ (0 = identical), the sizes when they
differ (then every pixel outside the common area counts as differing), and the bounding box of
the differences; then the files found on one side only. With --diff DIR it also writes, per
differing pair, an image with the differing pixels in red over a faded copy of the second
screenshot, to look at what changed.

Usage: releng/compare-screenshots.py BEFORE_DIR AFTER_DIR [--tolerance N] [--diff DIR]
  --tolerance N  a pixel differs when a channel differs by more than N (0..255, default 0)
Needs python3 with Pillow. Exit code 0 always when both folders exist (it reports, it does not judge).
"""
import argparse
import os
import sys

from PIL import Image, ImageChops


def differing(before, after, tolerance):
    """(differing pixels, total pixels, bounding box of the differences or None, mask of the common area)."""
    width, height = max(before.width, after.width), max(before.height, after.height)
    common_w, common_h = min(before.width, after.width), min(before.height, after.height)
    a = before.crop((0, 0, common_w, common_h))
    b = after.crop((0, 0, common_w, common_h))
    delta = ImageChops.difference(a, b)  # per channel |a - b|
    # a pixel differs when any channel's difference is above the tolerance
    channels = [c.point(lambda v: 255 if v > tolerance else 0) for c in delta.split()]
    mask = channels[0]
    for c in channels[1:]:
        mask = ImageChops.lighter(mask, c)
    inside = mask.histogram()[255]
    outside = width * height - common_w * common_h
    box = mask.getbbox()
    if outside and box is None:
        box = (min(common_w, width), min(common_h, height), width, height)
    return inside + outside, width * height, box, mask


def diff_image(after, mask, path):
    faded = Image.blend(after.convert("RGB").crop((0, 0, mask.width, mask.height)),
                        Image.new("RGB", mask.size, "white"), 0.7)
    red = Image.new("RGB", mask.size, (255, 0, 0))
    Image.composite(red, faded, mask).save(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--tolerance", type=int, default=0)
    parser.add_argument("--diff", metavar="DIR")
    args = parser.parse_args()
    for folder in (args.before, args.after):
        if not os.path.isdir(folder):
            sys.exit(f"compare-screenshots: {folder}: no such folder")
    names_before = {n for n in os.listdir(args.before) if n.lower().endswith(".png")}
    names_after = {n for n in os.listdir(args.after) if n.lower().endswith(".png")}
    if args.diff:
        os.makedirs(args.diff, exist_ok=True)
    print(f"{'fraction':>9}  file  (before: {args.before}, after: {args.after})")
    identical = 0
    for name in sorted(names_before & names_after):
        with Image.open(os.path.join(args.before, name)) as b, Image.open(os.path.join(args.after, name)) as a:
            before, after = b.convert("RGB"), a.convert("RGB")
        count, total, box, mask = differing(before, after, args.tolerance)
        notes = []
        if before.size != after.size:
            notes.append(f"size {before.width}x{before.height} -> {after.width}x{after.height}")
        if box:
            notes.append(f"differences in {box[0]},{box[1]}-{box[2]},{box[3]}")
        if count == 0:
            identical += 1
        elif args.diff:
            diff_image(after, mask, os.path.join(args.diff, name))
        print(f"{count / total:9.4f}  {name}" + (f"  ({'; '.join(notes)})" if notes else ""))
    for name in sorted(names_before - names_after):
        print(f"{'before':>9}  {name}  (only in {args.before})")
    for name in sorted(names_after - names_before):
        print(f"{'after':>9}  {name}  (only in {args.after})")
    print(f"{len(names_before & names_after)} compared, {identical} identical, "
          f"{len(names_before - names_after)} only before, {len(names_after - names_before)} only after")


if __name__ == "__main__":
    main()
