def bucket(data, n=4):
    if n <= 0:
        return []
    return data[-n:]
