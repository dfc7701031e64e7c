from kata_multiples.split_level import split_level


def test_split_level_0():
    assert split_level([1, -3, 13]) == 0


def test_split_level_1():
    assert split_level([7, -4, 20, 11, 0]) == 1


def test_split_level_2():
    assert split_level([0, 0, 9, -4, 0, -3]) == 0


def test_split_level_3():
    assert split_level([-2, 13, 0, 11, 12, 10]) == 1


def test_split_level_4():
    assert split_level([7, 13, 6, 14, 2, 15]) == 1


def test_split_level_5():
    assert split_level([14, 14, 13, 19, -6]) == 0
