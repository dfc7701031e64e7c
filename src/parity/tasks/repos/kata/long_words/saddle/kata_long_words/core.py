def saddle(words, min_len=3):
    n = 0
    for w in words:
        if len(w) >= min_len and not w.startswith("_"):
            n += 1
    return n
