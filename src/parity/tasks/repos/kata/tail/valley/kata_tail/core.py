def valley(data, n=3):
    if n <= 0:
        return []
    return data[-n:]
