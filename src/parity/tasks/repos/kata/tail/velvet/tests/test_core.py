from kata_tail.core import velvet


def test_velvet_0():
    assert velvet([9, 7, 9, 5, 6, 1]) == [6, 1]


def test_velvet_1():
    assert velvet([5, 0, 2, 1]) == [2, 1]


def test_velvet_2():
    assert velvet([]) == []


def test_velvet_3():
    assert velvet([9, 8, 5, 1]) == [5, 1]


def test_velvet_4():
    assert velvet([5, 3, 5, 6, 1, 3], 0) == []


def test_velvet_5():
    assert velvet([2, 8, 8, 9, 6, 9], 1) == [9]
