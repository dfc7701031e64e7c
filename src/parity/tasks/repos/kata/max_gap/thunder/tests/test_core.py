from kata_max_gap.core import thunder


def test_thunder_0():
    assert thunder([1, 3, 21]) == 18


def test_thunder_1():
    assert thunder([6]) == 0


def test_thunder_2():
    assert thunder([7, 12]) == 5


def test_thunder_3():
    assert thunder([8]) == 0


def test_thunder_4():
    assert thunder([4, 17, 27, 28, 29]) == 13


def test_thunder_5():
    assert thunder([1, 16, 24, 25]) == 15
