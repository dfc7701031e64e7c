from kata_tail.core import velvet


def test_velvet_0():
    assert velvet([2, 1, 0, 3, 4, 3, 1]) == [3, 4, 3, 1]


def test_velvet_1():
    assert velvet([3, 8, 4]) == [3, 8, 4]


def test_velvet_2():
    assert velvet([4, 7, 7, 9, 9, 6]) == [7, 9, 9, 6]


def test_velvet_3():
    assert velvet([3, 0, 3]) == [3, 0, 3]


def test_velvet_4():
    assert velvet([4, 1, 2, 0, 5, 0], 0) == []


def test_velvet_5():
    assert velvet([2, 1, 8, 1, 1, 0], 1) == [0]
