from kata_letter.scale_batch import scale_batch


def test_scale_batch_0():
    assert scale_batch(81) == 'B'


def test_scale_batch_1():
    assert scale_batch(82) == 'A'


def test_scale_batch_2():
    assert scale_batch(83) == 'A'


def test_scale_batch_3():
    assert scale_batch(73) == 'C'


def test_scale_batch_4():
    assert scale_batch(74) == 'B'


def test_scale_batch_5():
    assert scale_batch(75) == 'B'
