from kata_tail.core import jungle


def test_jungle_0():
    assert jungle([2, 9]) == [2, 9]


def test_jungle_1():
    assert jungle([5, 9]) == [5, 9]


def test_jungle_2():
    assert jungle([4, 0, 7]) == [4, 0, 7]


def test_jungle_3():
    assert jungle([]) == []


def test_jungle_4():
    assert jungle([7, 9, 6, 3, 5, 5], 0) == []


def test_jungle_5():
    assert jungle([9, 4, 9, 6, 8, 9], 1) == [9]
