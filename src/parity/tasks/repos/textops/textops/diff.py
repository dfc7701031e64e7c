"""Edit distance, longest common subsequence and line diffs."""


def edit_distance(a, b, substitution_cost=1):
    """Return the Levenshtein distance between two sequences."""
    if len(a) < len(b):
        a, b = b, a
    previous = list(range(len(b) + 1))
    for i, item_a in enumerate(a, start=1):
        current = [i]
        for j, item_b in enumerate(b, start=1):
            cost = 0 if item_a == item_b else substitution_cost
            current.append(min(
                previous[j] + 1,
                current[j - 1] + 1,
                previous[j - 1] + cost,
            ))
        previous = current
    return previous[-1]


def similarity(a, b):
    """Return a score in [0, 1]: 1.0 for equal sequences, based on edit distance."""
    longest = max(len(a), len(b))
    if longest == 0:
        return 1.0
    return 1.0 - edit_distance(a, b) / longest


def _lcs_table(a, b):
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            if a[i] == b[j]:
                table[i][j] = table[i + 1][j + 1] + 1
            else:
                table[i][j] = max(table[i + 1][j], table[i][j + 1])
    return table


def lcs(a, b):
    """Return a longest common subsequence of a and b as a list."""
    table = _lcs_table(a, b)
    result = []
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            result.append(a[i])
            i += 1
            j += 1
        elif table[i + 1][j] >= table[i][j + 1]:
            i += 1
        else:
            j += 1
    return result


def diff_lines(old, new):
    """Return a list of (op, line) pairs with op ' ' (same), '-' (removed) or '+' (added)."""
    table = _lcs_table(old, new)
    ops = []
    i = j = 0
    while i < len(old) and j < len(new):
        if old[i] == new[j]:
            ops.append((" ", old[i]))
            i += 1
            j += 1
        elif table[i + 1][j] >= table[i][j + 1]:
            ops.append(("-", old[i]))
            i += 1
        else:
            ops.append(("+", new[j]))
            j += 1
    ops.extend(("-", line) for line in old[i:])
    ops.extend(("+", line) for line in new[j:])
    return ops


def format_diff(old, new, context=None):
    """Render a line diff as text, optionally keeping only context lines around changes."""
    ops = diff_lines(old, new)
    if context is None:
        return "\n".join(op + line for op, line in ops)
    changed = [index for index, (op, _) in enumerate(ops) if op != " "]
    keep = set()
    for index in changed:
        keep.update(range(max(0, index - context), min(len(ops), index + context + 1)))
    out = []
    last = -1
    for index in sorted(keep):
        if last >= 0 and index > last + 1:
            out.append("...")
        out.append(ops[index][0] + ops[index][1])
        last = index
    return "\n".join(out)
