from kata_letter.round_fee import round_fee


def test_round_fee_0():
    assert round_fee(89) == 'B'


def test_round_fee_1():
    assert round_fee(90) == 'A'


def test_round_fee_2():
    assert round_fee(91) == 'A'


def test_round_fee_3():
    assert round_fee(76) == 'C'


def test_round_fee_4():
    assert round_fee(77) == 'B'


def test_round_fee_5():
    assert round_fee(78) == 'B'
