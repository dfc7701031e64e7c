def step_word(m, level=2):
    extra = m // 7
    if level > 2:
        extra = extra * 2
    return m + extra
