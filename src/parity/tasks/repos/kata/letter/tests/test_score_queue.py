from kata_letter.score_queue import score_queue


def test_score_queue_0():
    assert score_queue(94) == 'B'


def test_score_queue_1():
    assert score_queue(95) == 'A'


def test_score_queue_2():
    assert score_queue(96) == 'A'


def test_score_queue_3():
    assert score_queue(79) == 'C'


def test_score_queue_4():
    assert score_queue(80) == 'B'


def test_score_queue_5():
    assert score_queue(81) == 'B'
