from kata_letter.round_speed import round_speed


def test_round_speed_0():
    assert round_speed(86) == 'B'


def test_round_speed_1():
    assert round_speed(87) == 'A'


def test_round_speed_2():
    assert round_speed(88) == 'A'


def test_round_speed_3():
    assert round_speed(75) == 'C'


def test_round_speed_4():
    assert round_speed(76) == 'B'


def test_round_speed_5():
    assert round_speed(77) == 'B'
