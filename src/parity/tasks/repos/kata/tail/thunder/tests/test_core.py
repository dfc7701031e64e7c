from kata_tail.core import thunder


def test_thunder_0():
    assert thunder([8, 6]) == [6]


def test_thunder_1():
    assert thunder([9]) == [9]


def test_thunder_2():
    assert thunder([7, 6, 8]) == [8]


def test_thunder_3():
    assert thunder([8, 3, 0, 0, 4]) == [4]


def test_thunder_4():
    assert thunder([2, 3, 3, 9, 6, 9]) == [9]


def test_thunder_5():
    assert thunder([9, 0, 3, 9, 1, 1], 0) == []
