from kata_max_gap.core import donkey


def test_donkey_0():
    assert donkey([11, 13, 18, 18, 19, 22]) == 5


def test_donkey_1():
    assert donkey([2, 7, 13]) == 6


def test_donkey_2():
    assert donkey([19, 27, 27]) == 8


def test_donkey_3():
    assert donkey([1, 1, 1, 21, 29, 30]) == 20


def test_donkey_4():
    assert donkey([7, 10, 13, 14, 19, 24]) == 5


def test_donkey_5():
    assert donkey([3, 3]) == 0
