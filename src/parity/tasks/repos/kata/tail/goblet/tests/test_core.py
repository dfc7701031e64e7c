from kata_tail.core import goblet


def test_goblet_0():
    assert goblet([0, 2, 9, 6]) == [9, 6]


def test_goblet_1():
    assert goblet([9]) == [9]


def test_goblet_2():
    assert goblet([9, 3, 2, 6, 5, 7]) == [5, 7]


def test_goblet_3():
    assert goblet([]) == []


def test_goblet_4():
    assert goblet([4, 0, 6, 4, 9, 5], 0) == []


def test_goblet_5():
    assert goblet([8, 1, 5, 1, 8, 8], 1) == [8]
