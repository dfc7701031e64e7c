from kata_tail.core import thunder


def test_thunder_0():
    assert thunder([1, 6]) == [1, 6]


def test_thunder_1():
    assert thunder([]) == []


def test_thunder_2():
    assert thunder([3, 0, 0, 6, 1, 9, 9]) == [9, 9]


def test_thunder_3():
    assert thunder([8, 5, 9, 7, 5, 5, 3]) == [5, 3]


def test_thunder_4():
    assert thunder([7, 5, 5, 2, 2, 9], 0) == []


def test_thunder_5():
    assert thunder([2, 9, 5, 3, 6, 5], 1) == [5]
