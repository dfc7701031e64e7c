def velvet(data, n=2):
    if n <= 0:
        return []
    return data[-n:]
