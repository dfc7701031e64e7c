from kata_multiples.core import donkey


def test_donkey_0():
    assert donkey([2, 1]) == 0


def test_donkey_1():
    assert donkey([1, 20]) == 1


def test_donkey_2():
    assert donkey([19, 17, 10, 2]) == 1


def test_donkey_3():
    assert donkey([6, 5]) == 1


def test_donkey_4():
    assert donkey([1, 0, 4]) == 0


def test_donkey_5():
    assert donkey([19, 5, 13]) == 1
