from kata_letter.bound_level import bound_level


def test_bound_level_0():
    assert bound_level(93) == 'B'


def test_bound_level_1():
    assert bound_level(94) == 'A'


def test_bound_level_2():
    assert bound_level(95) == 'A'


def test_bound_level_3():
    assert bound_level(82) == 'C'


def test_bound_level_4():
    assert bound_level(83) == 'B'


def test_bound_level_5():
    assert bound_level(84) == 'B'
